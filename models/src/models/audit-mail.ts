import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { LANGUAGES, type Language } from '../constants/index';
import { json } from './columns';

export const AUDIT_MAIL_STATUS = { FAILED: 0, DELIVERED: 1, QUEUED: 2 } as const;

/**
 * `audit_mails` (§2.26): every e-mail the system sends, with what is needed to send it again
 * (`template`, `language`, `payload`). status 1 delivered, otherwise failed (2 = queued/sending).
 */
export class AuditMail extends Model<InferAttributes<AuditMail>, InferCreationAttributes<AuditMail>> {
  declare id: CreationOptional<number>;
  declare reference: CreationOptional<string | null>;
  declare user_email: string;
  declare subject: CreationOptional<string | null>;
  declare status: CreationOptional<number>;
  declare mailable_type: CreationOptional<string | null>;
  declare template: string;
  declare language: CreationOptional<Language>;
  declare payload: CreationOptional<Record<string, unknown> | null>;
  declare error: CreationOptional<string | null>;
  declare sent_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    AuditMail.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        reference: { type: DataTypes.STRING(64), allowNull: true, defaultValue: null },
        user_email: { type: DataTypes.STRING(191), allowNull: false },
        subject: { type: DataTypes.STRING(255), allowNull: true, defaultValue: null },
        status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: AUDIT_MAIL_STATUS.FAILED },
        mailable_type: { type: DataTypes.STRING(100), allowNull: true, defaultValue: null },
        template: { type: DataTypes.STRING(100), allowNull: false },
        language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'en', validate: { isIn: [[...LANGUAGES]] } },
        payload: json('payload', { allowNull: true, defaultValue: null }),
        error: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
        sent_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'audit_mails', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return AuditMail;
  }
}
