import type { ApplicationDetailJson } from '@iprenew/models/browser';
import { apiJson } from '../common/api';

export type ApplicationAction = 'assign' | 'reassign' | 'cancel';

/** POST /api/admin/applications/:id/<action> → {message, data}. Throws the HttpError (body {message, errors}). */
export async function runApplicationAction(id: number, action: ApplicationAction, payload: Record<string, unknown>): Promise<{ message: string; data: ApplicationDetailJson }> {
  return (await apiJson(`/applications/${id}/${action}`, 'POST', payload)) as { message: string; data: ApplicationDetailJson };
}
