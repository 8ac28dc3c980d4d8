import { DataTypes, Model, Op, UniqueConstraintError, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/**
 * `job_locks` — one row per scheduled job so that one instance runs it (DESIGN §6). A lock is
 * held while `locked_until` is in the future; a crashed holder frees it by expiry.
 */
export class JobLock extends Model<InferAttributes<JobLock>, InferCreationAttributes<JobLock>> {
  declare name: string;
  declare locked_until: Date;
  declare owner: CreationOptional<string | null>;
  declare last_started_at: CreationOptional<Date | null>;
  declare last_finished_at: CreationOptional<Date | null>;

  /**
   * Takes the lock `name` for `ttlMs` if nobody holds it (or the holder's lock expired) and, with
   * `notStartedSince`, if no run took it at or after that instant (one run per slot, issue 17).
   * Atomic on both dialects: a conditional UPDATE, else an INSERT that loses on the primary key.
   */
  static async tryAcquire(name: string, owner: string, ttlMs: number, now: Date = new Date(), notStartedSince?: Date): Promise<boolean> {
    const locked_until = new Date(now.getTime() + ttlMs);
    // Whole seconds: MySQL's DATETIME rounds fractions, which could move a start into the next slot.
    const last_started_at = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const [taken] = await JobLock.update(
      { locked_until, owner, last_started_at },
      {
        where: {
          name,
          locked_until: { [Op.lte]: now },
          ...(notStartedSince ? { [Op.or]: [{ last_started_at: null }, { last_started_at: { [Op.lt]: notStartedSince } }] } : {}),
        },
      },
    );
    if (taken > 0) return true;
    try {
      await JobLock.create({ name, locked_until, owner, last_started_at });
      return true;
    } catch (error) {
      if (error instanceof UniqueConstraintError) return false;
      throw error;
    }
  }

  /** Releases the lock if `owner` still holds it; false when it had expired and been taken over. */
  static async release(name: string, owner: string, now: Date = new Date()): Promise<boolean> {
    const [released] = await JobLock.update({ locked_until: now, last_finished_at: now }, { where: { name, owner } });
    return released > 0;
  }

  static initModel(sequelize: Sequelize) {
    JobLock.init(
      {
        name: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
        locked_until: { type: DataTypes.DATE, allowNull: false },
        owner: { type: DataTypes.STRING(191), allowNull: true, defaultValue: null },
        last_started_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        last_finished_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      },
      { sequelize, tableName: 'job_locks', underscored: true, timestamps: false },
    );
    return JobLock;
  }
}
