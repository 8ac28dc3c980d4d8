import { AppError } from '../../errors/index';
import type { ApplicationDetailJson } from '../../schemas/console-applications';
import { placeId } from '../places/index';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';
import { loadStaffApplication, staffApplicationDetail } from './staff-json';

export const RETRIEVE_FAIL = 'console-applications:retrieve_fail';

/**
 * ACL-45 ⚑AMB-32, ADM-34..38, G-46: one application for SA/AD — the IP, the customer, the agent's
 * detail, the history job list, the files, classifications and what staff may do now (can_assign,
 * can_reassign, can_cancel, the step actions of the G-02 override). Missing: 404 'Fail to retrieve
 * application' (ADM-38).
 */
export async function getStaffApplication(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<ApplicationDetailJson> {
  assertAllowed(input.actor, 'applications', 'read');
  const id = placeId(input.id);
  const application = id === null ? null : await loadStaffApplication(id, options.transaction);
  if (!application) throw new AppError('NOT_FOUND', RETRIEVE_FAIL);
  return staffApplicationDetail(application, options.transaction);
}
