import type { Actor, OperationOptions } from '../kernel/index';
import { setIpRecordVisibility } from './hide-ip-record';

/** ADM-26: GET api/ip/restore/{id} — status 0 → 1 (the rules and the audit row are hideIpRecord's). */
export const restoreIpRecord = (input: { actor: Actor; id: number }, options: OperationOptions = {}) => setIpRecordVisibility({ ...input, visible: true }, options);
