import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { json } from './columns';
import { User } from './user';

/**
 * `audit_logs` — append-only record of staff actions and impersonation (DESIGN §4): who
 * (`actor_id`, and `impersonator_id` when acting as someone else), what (`action`), on what
 * (`target_type`, `target_id`), with the changed fields before/after. No updated_at.
 */
export class AuditLog extends Model<InferAttributes<AuditLog>, InferCreationAttributes<AuditLog>> {
  declare id: CreationOptional<number>;
  declare actor_id: CreationOptional<number | null>;
  declare impersonator_id: CreationOptional<number | null>;
  declare action: string;
  declare target_type: CreationOptional<string | null>;
  declare target_id: CreationOptional<string | null>;
  declare before: CreationOptional<Record<string, unknown> | null>;
  declare after: CreationOptional<Record<string, unknown> | null>;
  declare ip_address: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;

  declare actor?: NonAttribute<User | null>;
  declare impersonator?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    AuditLog.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        actor_id: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        impersonator_id: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        action: { type: DataTypes.STRING(64), allowNull: false },
        target_type: { type: DataTypes.STRING(64), allowNull: true, defaultValue: null },
        target_id: {
          type: DataTypes.STRING(64),
          allowNull: true,
          defaultValue: null,
          set(this: AuditLog, value: string | number | null) {
            this.setDataValue('target_id', value === null || value === undefined ? null : String(value));
          },
        },
        before: json('before', { allowNull: true, defaultValue: null }),
        after: json('after', { allowNull: true, defaultValue: null }),
        ip_address: { type: DataTypes.STRING(45), allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'audit_logs', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
    );
    return AuditLog;
  }

  static associate() {
    AuditLog.belongsTo(User, { foreignKey: 'actor_id', as: 'actor' });
    AuditLog.belongsTo(User, { foreignKey: 'impersonator_id', as: 'impersonator' });
  }
}
