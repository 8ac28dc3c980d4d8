import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { User } from './user';

/** `calendar_feeds` (issue 18, ADR 073): a customer's private iCalendar link, by its token. */
export class CalendarFeed extends Model<InferAttributes<CalendarFeed>, InferCreationAttributes<CalendarFeed>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare token: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare owner?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    CalendarFeed.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        token: { type: DataTypes.STRING(64), allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'calendar_feeds', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return CalendarFeed;
  }

  static associate() {
    CalendarFeed.belongsTo(User, { as: 'owner', foreignKey: 'user_id' });
  }
}
