import { DataTypes, Model, Op, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize, type Transaction } from 'sequelize';

/**
 * `login_attempts` — one row per attempt, for rate limiting per account and per address.
 * `scope` is what was attempted ('login', 'register', 'forgot', 'resend', …); `key` is what is
 * limited (a normalised e-mail or an IP address). Indexed on (scope, key, created_at).
 */
export class LoginAttempt extends Model<InferAttributes<LoginAttempt>, InferCreationAttributes<LoginAttempt>> {
  declare id: CreationOptional<number>;
  declare scope: string;
  declare key: string;
  declare succeeded: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;

  /** Attempts of `scope` for `key` since `since` (optionally only failed ones). */
  static countSince(
    scope: string,
    key: string,
    since: Date,
    options: { failedOnly?: boolean; transaction?: Transaction } = {},
  ): Promise<number> {
    return LoginAttempt.count({
      where: {
        scope,
        key,
        created_at: { [Op.gte]: since },
        ...(options.failedOnly ? { succeeded: false } : {}),
      },
      transaction: options.transaction,
    });
  }

  /** The time of the n-th newest attempt of `scope` for `key` since `since` (1 = the newest), or null. */
  static async nthNewestSince(
    scope: string,
    key: string,
    since: Date,
    n: number,
    options: { failedOnly?: boolean; transaction?: Transaction } = {},
  ): Promise<Date | null> {
    const row = await LoginAttempt.findOne({
      where: { scope, key, created_at: { [Op.gte]: since }, ...(options.failedOnly ? { succeeded: false } : {}) },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      offset: Math.max(0, n - 1),
      attributes: ['created_at'],
      transaction: options.transaction,
    });
    return row ? new Date(row.created_at) : null;
  }

  static initModel(sequelize: Sequelize) {
    LoginAttempt.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        scope: { type: DataTypes.STRING(32), allowNull: false },
        key: { type: DataTypes.STRING(191), allowNull: false },
        succeeded: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'login_attempts', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
    );
    return LoginAttempt;
  }
}
