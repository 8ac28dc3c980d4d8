import { APPLICATION_STATUS, SERVICE } from '../constants/index';

/**
 * The catalogue key of an application status as people read it (issue 13, G-02): the status's label,
 * except that a search's Certificate Ready reads 'Report Ready'. One rule for the agent's pages, the
 * console and the e-mails. Browser-safe.
 */
export function applicationStatusLabelKey(serviceId: number, statusId: number): string {
  if (Number(serviceId) === SERVICE.SEARCH && Number(statusId) === APPLICATION_STATUS.CERTIFICATE_READY) return 'enums:displayStatus.reportReady';
  return `enums:applicationStatusLabel.${statusId}`;
}
