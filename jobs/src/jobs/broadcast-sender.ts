import { sendDueBroadcasts, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

/**
 * Every minute (G-57, ADR 062): the broadcast e-mails that are due. The lock (10 minutes, longer than
 * the worker may live: maxRunMs 9 minutes) keeps a second scheduler out, so a row found 'sending' at
 * the start of a run belongs to a run that stopped. The job only calls the domain.
 */
export default async function broadcastSenderJob() {
  return runJob('broadcast-sender', 10 * 60, () => sendDueBroadcasts({ actor: SYSTEM, now: new Date() }));
}
