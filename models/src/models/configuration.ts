import { DataTypes, Model, Op, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize, type Transaction } from 'sequelize';
import { preparedRead } from '../db/prepared-read';

/**
 * `configurations` (§2.25): site settings as key → JSON-encoded value. `value` is the raw JSON
 * text; use readValue/writeValue (or parsedValue()) for the decoded value. Encryption of secret
 * values (is_secret) is the caller's concern: this model stores what it is given.
 */
export class Configuration extends Model<InferAttributes<Configuration>, InferCreationAttributes<Configuration>> {
  declare id: CreationOptional<number>;
  declare key: string;
  declare value: CreationOptional<string | null>;
  declare is_secret: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  /** The decoded value (the raw text when it is not valid JSON). */
  parsedValue<T = unknown>(): T | null {
    return Configuration.decode(this.value) as T | null;
  }

  /** A stored value decoded: its JSON, or the raw text when it is not valid JSON; null when unset. */
  static decode(value: string | null | undefined): unknown {
    if (value === null || value === undefined) return null;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }

  /** One key's decoded value, or `fallback` when it is missing or stored as null (the read of readValues). */
  static async readValue<T = unknown>(key: string, fallback: T, options: { transaction?: Transaction } = {}): Promise<T> {
    const values = await Configuration.readValues([key], options);
    return values.has(key) ? (values.get(key) as T) : fallback;
  }

  /**
   * The decoded values of several keys in one statement (plain rows, no instances): a key that is
   * missing, or stored as null, is absent from the map. Decoded as parsedValue() does.
   */
  static async readValues(keys: readonly string[], options: { transaction?: Transaction } = {}): Promise<Map<string, unknown>> {
    return Configuration.decodeRows(await Configuration.readStored(keys, options));
  }

  /** The stored (JSON) text of several keys in one statement, as plain rows in no particular order; missing keys have none. */
  static async readStored(keys: readonly string[], options: { transaction?: Transaction } = {}): Promise<Array<{ key: string; value: string | null }>> {
    const distinct = [...new Set(keys)];
    const sequelize = Configuration.sequelize as Sequelize;
    // The page settings are read on every request: a statement made once per number of keys (preparedRead).
    return (await preparedRead(sequelize, `configuration.readValues.${distinct.length}`, distinct, options.transaction, (call) =>
      Configuration.findAll({ where: { key: { [Op.in]: distinct.map((_, index) => sequelize.literal(`$${index + 1}`)) } }, attributes: ['key', 'value'], raw: true, ...call }),
    )) as unknown as Array<{ key: string; value: string | null }>;
  }

  /** readStored's rows decoded as readValues answers them. */
  static decodeRows(rows: ReadonlyArray<{ key: string; value: string | null }>): Map<string, unknown> {
    const values = new Map<string, unknown>();
    for (const row of rows) {
      const value = Configuration.decode(row.value);
      if (value !== null && value !== undefined) values.set(row.key, value);
    }
    return values;
  }

  /** Creates or replaces one key (JSON-encodes `value`). */
  static async writeValue(
    key: string,
    value: unknown,
    options: { isSecret?: boolean; transaction?: Transaction } = {},
  ): Promise<Configuration> {
    const encoded = JSON.stringify(value ?? null);
    const existing = await Configuration.findOne({ where: { key }, transaction: options.transaction });
    if (existing) {
      existing.value = encoded;
      if (options.isSecret !== undefined) existing.is_secret = options.isSecret;
      return existing.save({ transaction: options.transaction });
    }
    return Configuration.create({ key, value: encoded, is_secret: options.isSecret ?? false }, { transaction: options.transaction });
  }

  static initModel(sequelize: Sequelize) {
    Configuration.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        key: { type: DataTypes.STRING(100), allowNull: false, validate: { notEmpty: true } },
        value: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
        is_secret: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'configurations', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return Configuration;
  }
}
