import { SERVICE } from '../../constants/index';
import { AppError } from '../../errors/index';
import type { SearchRequestDetailJson } from '../../schemas/console-applications';
import { placeId } from '../places/index';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';
import { RETRIEVE_FAIL } from './get-staff-application';
import { loadStaffApplication, searchReportOf, staffApplicationDetail } from './staff-json';

/**
 * ADM-39, ACL-26: one customer's search request for SA/AD — the application's detail with its
 * classifications and the agent's report (the Report Ready file). Anything that is not a search
 * request is 404 'Fail to retrieve application'.
 */
export async function getSearchRequest(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<SearchRequestDetailJson> {
  assertAllowed(input.actor, 'searches', 'read');
  const id = placeId(input.id);
  const application = id === null ? null : await loadStaffApplication(id, options.transaction);
  if (!application || Number(application.service_id) !== SERVICE.SEARCH) throw new AppError('NOT_FOUND', RETRIEVE_FAIL);
  const detail = await staffApplicationDetail(application, options.transaction);
  return { ...detail, report: searchReportOf(application, detail.files) };
}
