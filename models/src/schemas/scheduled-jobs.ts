import type { JobName } from '../constants/jobs';

/** One job as the Scheduled Jobs page shows it. */
export interface JobStateJson {
  id: JobName;
  name: JobName;
  /** The newest run (running, ok or failed), or null when it never ran here. */
  last_run: { status: 'requested' | 'running' | 'ok' | 'failed'; started_at: string | null; finished_at: string | null; result: unknown; error: string | null; host: string | null } | null;
  last_ok_at: string | null;
  /** A "run now" waits for the scheduler. */
  requested_at: string | null;
  requested_by: string | null;
  can_run_now: boolean;
}
