import { API_ROOT, httpClient } from '../providers/dataProvider';
import { apiJson } from '../common/api';

/** A console settlement row (GET /api/admin/settlements-*; models' SettlementRowJson, the fields the screens read). */
export interface SettlementRow {
  id: number;
  application_id: number;
  agent_id: number;
  reference: string | null;
  application_status: string | null;
  agent_name: string | null;
  agent_email: string | null;
  validation_uploaded_at: string | null;
  proof: string | null;
  proof2: string | null;
  processing_fee: string;
  service_fee: string;
  total: string;
  paypal_cost: string;
  net_total: string;
  route: 'bank' | 'paypal' | null;
  proof_status_key: string;
  can_validate: boolean;
  can_pay: boolean;
  /** ADR 055: Send via PayPal. */
  paypal_receiver: string | null;
  paypal_in_flight: boolean;
  paypal_batch_id: string | null;
  paypal_return_reason: string | null;
  can_send_paypal: boolean;
  can_check_paypal: boolean;
}

/** POST /api/admin/settlements/:id/(validate|reupload|send-paypal|check-paypal) → {message}. Throws the HttpError (body {message, errors}). */
export async function runSettlementAction(id: number, action: 'validate' | 'reupload' | 'send-paypal' | 'check-paypal', payload: Record<string, unknown> = {}): Promise<{ message: string }> {
  return (await apiJson(`/settlements/${id}/${action}`, 'POST', payload)) as { message: string };
}

/** G-05: which list pays — Pending Settle (bank) or Pending PayPal. */
export type PayChannel = 'bank' | 'paypal';

/** POST /api/admin/settlements/pay (multipart: agent_id, ids[], file?, message?, channel) → {message} (SET-26..28, SET-22). */
export async function paySettlements(agentId: number, ids: readonly number[], file: File | null, message: string, channel: PayChannel = 'bank'): Promise<{ message: string }> {
  const form = new FormData();
  form.set('agent_id', String(agentId));
  form.set('channel', channel);
  for (const id of ids) form.append('ids[]', String(id));
  if (file) form.set('file', file);
  if (message) form.set('message', message);
  const { json } = await httpClient(`${API_ROOT}/settlements/pay`, { method: 'POST', body: form });
  return json as { message: string };
}

/** The authorised proof download (SET-20, G-15, G-45). */
export const proofUrl = (id: number, which: 'proof' | 'proof2') => `${API_ROOT}/settlements/${id}/proof/${which}`;
