import { applicationStatusLabelKey } from '@iprenew/models/browser';
import type { TFunction } from 'i18next';

/** An application status as the agent reads it: Certificate Ready is 'Report Ready' for a search (service 1). */
export function statusLabel(t: TFunction, serviceId: number, statusId: number | null): string {
  return statusId === null ? '—' : t(applicationStatusLabelKey(serviceId, statusId));
}
