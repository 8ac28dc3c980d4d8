import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** "4.47000000" -> "4.47", 4.47 -> "4.47", "1.00000000" -> "1": the same text on every dialect. */
export function toRateString(value: unknown): string {
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * `currency_rates` (§2.29): the last good rate per currency, base USD by default, refreshed by
 * the currency job. Display only: payments are always in MYR. `rate` reads as a decimal string.
 */
export class CurrencyRate extends Model<InferAttributes<CurrencyRate>, InferCreationAttributes<CurrencyRate>> {
  declare id: CreationOptional<number>;
  declare currency: string;
  /** Units of `currency` per one `base`, as a decimal string (DECIMAL(18,8)). */
  declare rate: string;
  declare base: CreationOptional<string>;
  declare fetched_at: Date;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    CurrencyRate.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        currency: { type: DataTypes.CHAR(3), allowNull: false, validate: { len: [3, 3] } },
        rate: {
          type: DataTypes.DECIMAL(18, 8),
          allowNull: false,
          get(this: CurrencyRate) {
            const raw = this.getDataValue('rate') as unknown;
            return raw === null || raw === undefined ? raw : toRateString(raw);
          },
        },
        base: { type: DataTypes.CHAR(3), allowNull: false, defaultValue: 'USD' },
        fetched_at: { type: DataTypes.DATE, allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'currency_rates', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return CurrencyRate;
  }
}
