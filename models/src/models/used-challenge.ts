import { DataTypes, Model, Op, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize, type Transaction } from 'sequelize';

/**
 * `used_challenges` — the SHA-256 hex of each built-in human-verification token once it has been
 * answered, until the token would have expired anyway (migration 0033, ADR 020).
 */
export class UsedChallenge extends Model<InferAttributes<UsedChallenge>, InferCreationAttributes<UsedChallenge>> {
  declare token_hash: string;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;

  /** Deletes the rows of tokens that have expired (they are refused by their own time stamp). */
  static purgeExpired(now: Date, options: { transaction?: Transaction } = {}): Promise<number> {
    return UsedChallenge.destroy({ where: { expires_at: { [Op.lt]: now } }, transaction: options.transaction });
  }

  static initModel(sequelize: Sequelize) {
    UsedChallenge.init(
      {
        token_hash: { type: DataTypes.CHAR(64), primaryKey: true, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'used_challenges', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
    );
    return UsedChallenge;
  }
}
