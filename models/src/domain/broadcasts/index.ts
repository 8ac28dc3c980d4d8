/** Broadcast e-mails (ADM.h: ADM-56..62, ⚑AMB-35, G-09, MSG-7, ADR 062): the console's CRUD and duplicate, the sender job's run. */
export { listBroadcasts, type ListBroadcastsInput } from './list-broadcasts';
export { getBroadcast } from './get-broadcast';
export { createBroadcast, type CreateBroadcastInput } from './create-broadcast';
export { updateBroadcast, type UpdateBroadcastInput } from './update-broadcast';
export { deleteBroadcast } from './delete-broadcast';
export { duplicateBroadcast } from './duplicate-broadcast';
export { searchBroadcastRecipients, RECIPIENT_SEARCH_LIMIT } from './search-broadcast-recipients';
export { readBroadcastAttachment } from './read-broadcast-attachment';
export { sendDueBroadcasts, BROADCAST_BATCH, type BroadcastRunOutcome } from './send-due-broadcasts';
export { broadcastReference } from './broadcast-mail';
export { BROADCAST_MAX_ATTEMPTS, BROADCAST_RETRY_BASE_MS, nextAttemptAt } from './rules';
export { BROADCAST_MESSAGE } from './shared';
