import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { json } from './columns';
import { User } from './user';

export const JOB_RUN_STATUSES = ['requested', 'running', 'ok', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** `job_runs` — one run of a scheduled job, or a super admin's pending "run now" request (ADR 054). */
export class JobRun extends Model<InferAttributes<JobRun>, InferCreationAttributes<JobRun>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare status: JobRunStatus;
  declare requested_by: CreationOptional<number | null>;
  declare started_at: CreationOptional<Date | null>;
  declare finished_at: CreationOptional<Date | null>;
  declare result: CreationOptional<Record<string, unknown> | null>;
  declare error: CreationOptional<string | null>;
  declare host: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare requester?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    JobRun.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(100), allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false, validate: { isIn: [[...JOB_RUN_STATUSES]] } },
        requested_by: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        started_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        finished_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        result: json('result', { allowNull: true, defaultValue: null }),
        error: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
        host: { type: DataTypes.STRING(191), allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'job_runs', underscored: true },
    );
    return JobRun;
  }

  static associate() {
    JobRun.belongsTo(User, { as: 'requester', foreignKey: 'requested_by' });
  }
}
