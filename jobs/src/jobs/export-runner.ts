import { runPendingExports, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

/**
 * The export queue (G-10, G-43, MSG-16): every minute, write the pending Excel exports (oldest first)
 * to storage and mark them success or fail. The job only calls the domain (runPendingExports).
 */
export default async function exportRunnerJob() {
  return runJob('export-runner', 10 * 60, () => runPendingExports({ actor: SYSTEM, limit: 20 }));
}
