import { isJobName } from '../../constants/index';
import { JobRun } from '../../models/job-run';

/**
 * Once per time slot (issue 17, ADR 054 "More than one scheduler"): every scheduler instance fires
 * each job on its own timer, so a run that finishes before another instance's tick of the same
 * schedule would let that instance run it again. A scheduled run therefore belongs to a slot — the
 * cron minute it was fired for, or the interval window it falls in — and takes the job's lock only
 * if no run of the job started in that slot (JobLock.tryAcquire's `notStartedSince`). A super
 * admin's "run now" is not a scheduled tick and has no slot.
 */
export interface JobSchedule {
  cron?: string;
  /** Bree's interval: milliseconds, or a number and a unit ('30s', '15m', '1h', '1d'). */
  interval?: string | number;
}

/** A cron tick may fire a little early or late; within this much of a minute it belongs to that minute. */
const CRON_EARLY_MS = 5_000;
const UNIT_MS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export function intervalMs(interval: string | number): number {
  if (typeof interval === 'number' && Number.isFinite(interval) && interval > 0) return interval;
  const match = typeof interval === 'string' ? /^(\d+)\s*([smhd])$/.exec(interval.trim()) : null;
  if (!match || Number(match[1]) <= 0) throw new Error(`Unsupported job interval ${JSON.stringify(interval)} (use a number of ms or 30s, 15m, 1h, 1d)`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/**
 * The start of the slot a scheduled run at `now` belongs to: for a cron schedule the minute it was
 * fired for (cron has minute resolution; a tick up to 5 s early still counts for its minute), for an
 * interval the window of that length it falls in (windows counted from the epoch, the same on every
 * instance).
 */
export function jobSlotStart(schedule: JobSchedule, now: Date = new Date()): Date {
  const at = now.getTime();
  if (schedule.cron) return new Date(Math.floor((at + CRON_EARLY_MS) / 60_000) * 60_000);
  if (schedule.interval !== undefined) {
    const length = intervalMs(schedule.interval);
    return new Date(Math.floor(at / length) * length);
  }
  throw new Error('A scheduled job needs a cron or an interval');
}

/**
 * The slot of a run the scheduler is about to make, or undefined when it answers a super admin's
 * pending "run now" (ADR 054): that run must happen even if the slot's scheduled run already did.
 */
export async function scheduledRunSlot(name: string, schedule: JobSchedule, now: Date = new Date()): Promise<Date | undefined> {
  if (isJobName(name) && (await JobRun.count({ where: { name, status: 'requested' } })) > 0) return undefined;
  return jobSlotStart(schedule, now);
}
