import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize, type Transaction } from 'sequelize';
import { bound, preparedRead } from '../db/prepared-read';
import { normalizeEmail } from './user';

/** `whitelists` (§2.25): e-mails that may pay by bypass; `users.is_whitelist` is derived from it. */
export class Whitelist extends Model<InferAttributes<Whitelist>, InferCreationAttributes<Whitelist>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static async isWhitelisted(email: string, options: { transaction?: Transaction } = {}): Promise<boolean> {
    // The cart page asks it on every view: a statement made once (ADR 084), the e-mail bound.
    const sequelize = Whitelist.sequelize as Sequelize;
    const found = await preparedRead(sequelize, 'whitelists.isWhitelisted', [normalizeEmail(email)], options.transaction, (call) =>
      Whitelist.findOne({ where: { email: bound(1) }, attributes: ['id'], raw: true, ...call }),
    );
    return found !== null;
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
