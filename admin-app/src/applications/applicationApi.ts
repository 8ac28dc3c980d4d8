import type { ApplicationDetailJson } from '@iprenew/models/browser';
import { apiJson } from '../common/api';
import { API_ROOT } from '../providers/dataProvider';

export type ApplicationAction = 'assign' | 'reassign' | 'cancel';

/** POST /api/admin/applications/:id/<action> → {message, data}. Throws the HttpError (body {message, errors}). */
export async function runApplicationAction(id: number, action: ApplicationAction, payload: Record<string, unknown>): Promise<{ message: string; data: ApplicationDetailJson }> {
  return (await apiJson(`/applications/${id}/${action}`, 'POST', payload)) as { message: string; data: ApplicationDetailJson };
}

/** The G-18 edit: the application date and the IP's numbers. */
export interface ApplicationEdit {
  application_date: string;
  filing_no: string;
  application_no: string;
  grant_no: string;
}

/** PUT /api/admin/applications/:id (G-18) → {message, data}. Throws the HttpError (body {message, errors}). */
export async function updateApplicationDetails(id: number, edit: ApplicationEdit): Promise<{ message: string; data: ApplicationDetailJson }> {
  return (await apiJson(`/applications/${id}`, 'PUT', edit)) as { message: string; data: ApplicationDetailJson };
}

/** G-45: the authorised route of one file of an application (SA/AD). */
export const applicationFileUrl = (applicationId: number, fileId: number): string => `${API_ROOT}/applications/${applicationId}/files/${fileId}`;
