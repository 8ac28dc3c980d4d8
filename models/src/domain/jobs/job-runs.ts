import os from 'node:os';
import { Op } from 'sequelize';
import { isJobName, JOB_NAMES, type JobName } from '../../constants/index';
import { AppError } from '../../errors/index';
import { JobRun, type JobRunStatus } from '../../models/job-run';
import { User } from '../../models/user';
import type { JobStateJson } from '../../schemas/scheduled-jobs';
import { type Actor, assertAllowed, assertSystemActor, iso, type OperationOptions, type SystemActor, writeAudit, inTransaction } from '../kernel/index';

const MAX_ERROR = 1000;
const MAX_RESULT = 4000;
export const JOB_MESSAGE = {
  retrieveFail: 'admin:jobs.retrieve_fail',
  requested: 'admin:jobs.run_requested',
  alreadyRequested: 'admin:jobs.already_requested',
  notFound: 'admin:jobs.not_found',
} as const;

/** A run's counts as stored: JSON, cut to a bounded size. */
function boundedResult(result: unknown): unknown {
  if (result === undefined) return null;
  try {
    const text = JSON.stringify(result);
    return text.length <= MAX_RESULT ? JSON.parse(text) : { truncated: text.slice(0, MAX_RESULT) };
  } catch {
    return null;
  }
}

/**
 * Issue 16 (ADR 054): records one run of `name` around `work`, called by the scheduler's worker while
 * it holds the job's lock. A super admin's pending "run now" request of this job becomes this run (the
 * others pending beside it are answered by it too); a row another holder left 'running' (a crash) is
 * closed as failed first — the lock says nobody else is running it. Ends 'ok' with the run's counts, or
 * 'failed' with the error (the error is thrown on).
 */
export async function recordJobRun<T>(name: JobName, work: () => Promise<T>): Promise<T> {
  const now = new Date();
  await JobRun.update({ status: 'failed', finished_at: now, error: 'Interrupted: the run did not finish (the worker stopped).' }, { where: { name, status: 'running' } });
  const request = await JobRun.findOne({ where: { name, status: 'requested' }, order: [['id', 'ASC']] });
  let run: JobRun | null = null;
  if (request) {
    const [claimed] = await JobRun.update({ status: 'running', started_at: now, host: os.hostname().slice(0, 191) }, { where: { id: request.id, status: 'requested' } });
    if (claimed) {
      run = await JobRun.findByPk(request.id);
      await JobRun.destroy({ where: { name, status: 'requested', id: { [Op.gt]: request.id } } });
    }
  }
  run ??= await JobRun.create({ name, status: 'running', started_at: now, host: os.hostname().slice(0, 191) });
  try {
    const result = await work();
    await run!.update({ status: 'ok', finished_at: new Date(), result: boundedResult(result) as Record<string, unknown> | null });
    return result;
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await run!.update({ status: 'failed', finished_at: new Date(), error: message.slice(0, MAX_ERROR) });
    throw error;
  }
}


/**
 * Issue 16 (ADR 054): every scheduled job with its newest run, its last success and a pending "run
 * now" — two statements whatever the history's length ((name, id) index). SA and AD read it; only a
 * super admin may ask for a run (`can_run_now`).
 */
export async function listJobStates({ actor }: { actor: Actor }, options: OperationOptions = {}): Promise<JobStateJson[]> {
  assertAllowed(actor, 'jobs', 'list', JOB_MESSAGE.retrieveFail);
  const { transaction } = options;
  const newest = (await JobRun.findAll({
    attributes: ['name', 'status', [JobRun.sequelize!.fn('MAX', JobRun.sequelize!.col('id')), 'id']],
    group: ['name', 'status'],
    raw: true,
    transaction,
  })) as unknown as { name: string; status: JobRunStatus; id: number }[];
  const rows = newest.length
    ? await JobRun.findAll({ where: { id: newest.map((n) => n.id) }, include: [{ model: User, as: 'requester', attributes: ['id', 'name'], required: false }], transaction })
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const mayRun = canRun(actor);
  return JOB_NAMES.map((name) => {
    const mine = newest.filter((n) => n.name === name).map((n) => byId.get(Number(n.id))!).filter(Boolean);
    const request = mine.find((r) => r.status === 'requested') ?? null;
    const last = mine.filter((r) => r.status !== 'requested').sort((a, b) => b.id - a.id)[0] ?? null;
    const ok = mine.find((r) => r.status === 'ok') ?? null;
    return {
      id: name,
      name,
      last_run: last ? { status: last.status, started_at: iso(last.started_at), finished_at: iso(last.finished_at), result: last.result ?? null, error: last.error ?? null, host: last.host ?? null } : null,
      last_ok_at: ok ? iso(ok.finished_at) : null,
      requested_at: request ? iso(request.created_at) : null,
      requested_by: request?.requester?.name ?? null,
      can_run_now: mayRun && !request && last?.status !== 'running',
    };
  });
}

const canRun = (actor: Actor): boolean => {
  try {
    assertAllowed(actor, 'jobs', 'run');
    return true;
  } catch {
    return false;
  }
};

/**
 * Issue 16 (ADR 054): a super admin asks for a job to run now — a 'requested' row the scheduler
 * starts within a minute (the run takes the row over). One pending request per job: asking again, or
 * while it runs, is 409 'already requested'. Audit-logged.
 */
export async function requestJobRun(input: { actor: Actor; name: unknown }, options: OperationOptions = {}): Promise<{ message: string; job: JobStateJson }> {
  assertAllowed(input.actor, 'jobs', 'run', JOB_MESSAGE.notFound);
  if (!isJobName(input.name)) throw new AppError('NOT_FOUND', JOB_MESSAGE.notFound);
  const name = input.name;
  await inTransaction(options, async (transaction) => {
    const busy = await JobRun.findOne({ where: { name, status: { [Op.in]: ['requested', 'running'] } }, attributes: ['id', 'status'], transaction, lock: transaction.LOCK.UPDATE });
    if (busy) throw new AppError('CONFLICT', JOB_MESSAGE.alreadyRequested);
    const run = await JobRun.create({ name, status: 'requested', requested_by: input.actor.id }, { transaction });
    await writeAudit(input.actor, { action: 'job.run_now', targetType: 'job', targetId: run.id, after: { name } }, transaction);
  });
  const job = (await listJobStates({ actor: input.actor }, options)).find((j) => j.name === name)!;
  return { message: JOB_MESSAGE.requested, job };
}

/** The scheduler's poll (SYSTEM): the jobs with a pending "run now". */
export async function requestedJobNames(actor: SystemActor): Promise<JobName[]> {
  assertSystemActor(actor);
  const rows = await JobRun.findAll({ where: { status: 'requested' }, attributes: ['name'], group: ['name'], raw: true });
  return rows.map((r) => r.name).filter(isJobName);
}
