import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize, type Transaction } from 'sequelize';
import { normalizeEmail } from './user';

/** `whitelists` (§2.25): e-mails that may pay by bypass; `users.is_whitelist` is derived from it. */
export class Whitelist extends Model<InferAttributes<Whitelist>, InferCreationAttributes<Whitelist>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static async isWhitelisted(email: string, options: { transaction?: Transaction } = {}): Promise<boolean> {
    const count = await Whitelist.count({ where: { email: normalizeEmail(email) }, transaction: options.transaction });
    return count > 0;
  }

  static initModel(sequelize: Sequelize) {
    Whitelist.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        email: {
          type: DataTypes.STRING(191),
          allowNull: false,
          set(this: Whitelist, value: string) {
            this.setDataValue('email', typeof value === 'string' ? normalizeEmail(value) : value);
          },
        },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'whitelists', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return Whitelist;
  }
}
