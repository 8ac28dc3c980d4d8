import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** `contact_messages` (§2.21, proposal): the public contact form, stored and e-mailed (`emailed_at`). */
export class ContactMessage extends Model<InferAttributes<ContactMessage>, InferCreationAttributes<ContactMessage>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare email: string;
  declare message: string;
  declare ip_address: CreationOptional<string | null>;
  declare emailed_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    ContactMessage.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(191), allowNull: false },
        email: { type: DataTypes.STRING(191), allowNull: false },
        message: { type: DataTypes.TEXT, allowNull: false },
        ip_address: { type: DataTypes.STRING(45), allowNull: true, defaultValue: null },
        emailed_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'contact_messages', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return ContactMessage;
  }
}
