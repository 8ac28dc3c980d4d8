import { DataTypes, type ModelAttributeColumnOptions } from 'sequelize';

/**
 * Column helpers shared by every model so that both dialects behave the same:
 * - money: DECIMAL(12,2), always read as a string "123.45" (never a float);
 * - json: MariaDB stores JSON as LONGTEXT and hands it back as a string, MySQL 8 and SQLite as
 *   parsed values; the getter parses strings so callers always see the value.
 */
export function money(field: string, options: Partial<ModelAttributeColumnOptions> = {}): ModelAttributeColumnOptions {
  return {
    type: DataTypes.DECIMAL(12, 2),
    allowNull: false,
    defaultValue: '0.00',
    ...options,
    get(this: { getDataValue(key: string): unknown }) {
      const raw = this.getDataValue(field);
      if (raw === null || raw === undefined) return raw;
      return Number.parseFloat(String(raw)).toFixed(2) === 'NaN' ? String(raw) : toMoneyString(raw);
    },
  } as ModelAttributeColumnOptions;
}

/** "12.5" -> "12.50", 3 -> "3.00", without going through floating point for the digits kept. */
export function toMoneyString(value: unknown): string {
  const text = String(value).trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, frac = ''] = match;
  return `${sign}${whole || '0'}.${(frac + '00').slice(0, 2)}`;
}

export function json<T = unknown>(field: string, options: Partial<ModelAttributeColumnOptions> = {}): ModelAttributeColumnOptions {
  return {
    type: DataTypes.JSON,
    ...options,
    get(this: { getDataValue(key: string): unknown }) {
      const raw = this.getDataValue(field);
      if (typeof raw === 'string') {
        try {
          return JSON.parse(raw) as T;
        } catch {
          return raw as unknown as T;
        }
      }
      return raw as T;
    },
  } as ModelAttributeColumnOptions;
}
