import {
  getSettlement,
  getSettlementDetail,
  settlementsPaidByMonth,
  summariseSettlements,
  listSettlementAgents,
  listSettlements,
  checkPaypalPayout,
  paySettlements,
  readSettlementFile,
  sendViaPaypal,
  requestProofReupload,
  SETTLEMENT_SORT_FIELDS,
  uploadMaxBytes,
  validateSettlement,
  type PayoutChannel,
  type SettlementScope,
  type SettlementSortField,
} from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { fileResponse } from '~/lib/file-response.server';
import { postedFile, readUploadForm } from '~/lib/upload.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * The console's settlements (SET-14..33, ACL-46..48, ACL-57..59, G-15, G-45; ADR 047):
 *   GET  /api/admin/settlements-pending-validation?filter={"q":"REF","agent_id":3} → rows + Content-Range (SA/AD)
 *   GET  /api/admin/settlements-pending-settle?filter={"agent_id":3}              → rows + Content-Range (SA/AD/AC)
 *   GET  /api/admin/settlements-pending-settle/agents → {data: [{id, name, email}]} (the agent filter)
 *   GET  /api/admin/settlements-pending-paypal(?filter=…|/:id|/agents) → the same for Pending PayPal (SET-22, G-05; SA/AD/AC)
 *   GET  /api/admin/settlement-history?filter={"agent_id":3,"from":"2026-01-01","to":"2026-12-31"} (SA/AD/AC)
 *   GET  /api/admin/settlements/:id → one row
 *   GET  /api/admin/settlements/:id/proof/(proof|proof2) → the file (authorised, from storage)
 *   POST /api/admin/settlements/:id/validate → {message, data}          ('Record set to validated')
 *   POST /api/admin/settlements/:id/reupload {remarks} → {message, data}
 *   POST /api/admin/settlements/:id/send-paypal → {message, data: {outcome, settlement}}  (ADR 055: Send via PayPal; SA/AD/AC)
 *   POST /api/admin/settlements/:id/check-paypal → the same                            (ADR 055: Check status)
 *   POST /api/admin/settlements/pay (multipart: agent_id, ids[], file?, message?, channel? bank|paypal) → {message, data}
 */

const LIST = { sortFields: SETTLEMENT_SORT_FIELDS, defaultSort: { field: 'validation_uploaded_at' as SettlementSortField, order: 'ASC' as const }, messageKey: 'settlements:retrieve_fail' };
type ListScope = Extract<SettlementScope, 'pending-validation' | 'pending-settle' | 'pending-paypal' | 'history'>;
const RESOURCE_OF: Record<ListScope, string> = {
  'pending-validation': 'settlements-pending-validation',
  'pending-settle': 'settlements-pending-settle',
  'pending-paypal': 'settlements-pending-paypal',
  history: 'settlement-history',
};

export const listSettlementResource = (request: Request, scope: ListScope) =>
  handleApi(request, RESOURCE_OF[scope], 'list', async ({ actor }) => {
    const params = parseListParams<SettlementSortField>(new URL(request.url), scope === 'history' ? { ...LIST, defaultSort: { field: 'paid_at', order: 'DESC' } } : LIST);
    return listResponse(RESOURCE_OF[scope], await listSettlements({ actor, scope, ...params }));
  });

/** GET /api/admin/settlements-pending-(settle|paypal)/agents: the agents with settlements to pay there (the agent filter, SET-25, SET-22). */
export const settlementAgentsResource = (request: Request, scope: Extract<ListScope, 'pending-settle' | 'pending-paypal' | 'history'> = 'pending-settle') =>
  handleApi(request, RESOURCE_OF[scope], 'list', async ({ actor }) => jsonResponse({ data: await listSettlementAgents({ actor, scope }) }));

/** GET /api/admin/settlements/:id (any state: the settlement detail with the agent's bank details and its payout, SET-23), or /api/admin/<list>/:id (a row of that list). */
export const getSettlementResource = (request: Request, rawId: string | undefined, scope?: ListScope) =>
  handleApi(request, scope ? RESOURCE_OF[scope] : 'settlement-history', 'read', async ({ actor }) => {
    const id = parseId(rawId, 'settlements:not_found');
    return jsonResponse(scope ? await getSettlement({ actor, id, scope }) : await getSettlementDetail({ actor, id }));
  });

/** GET /api/admin/settlement-summary?filter={"from","to","agent_id"}&range=[0,9]: per agent, the settlements paid in the range, summed (SET-32). */
export const settlementSummaryResource = (request: Request) =>
  handleApi(request, 'settlement-summary', 'list', async ({ actor }) => {
    const { filter, offset, limit } = parseListParams(new URL(request.url), { sortFields: ['net_total'] as const, defaultSort: { field: 'net_total', order: 'DESC' as const }, messageKey: 'settlements:retrieve_fail' });
    return listResponse('settlement-summary', await summariseSettlements({ actor, filter, offset, limit }));
  });

/** GET /api/admin/settlement-summary/by-month?filter={"from","to"}: Σ net total per Kuala Lumpur month and agent (the summary's chart). */
export const settlementsByMonthResource = (request: Request) =>
  handleApi(request, 'settlement-summary', 'list', async ({ actor }) => {
    const { filter } = parseListParams(new URL(request.url), { sortFields: ['net_total'] as const, defaultSort: { field: 'net_total', order: 'DESC' as const }, messageKey: 'settlements:retrieve_fail' });
    return jsonResponse({ data: await settlementsPaidByMonth({ actor, filter }) });
  });

export const settlementFileResource = (request: Request, rawId: string | undefined, which: string | undefined) =>
  handleApi(request, 'settlement-history', 'read', async ({ actor }) => {
    const file = await readSettlementFile({ actor, settlementId: parseId(rawId, 'settlements:not_found'), which });
    return fileResponse({ buffer: file.buffer, contentType: file.mime, filename: file.filename }, { inline: true });
  });

export const SETTLEMENT_ACTIONS = ['validate', 'reupload', 'send-paypal', 'check-paypal'] as const;
type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number];
const isAction = (value: unknown): value is SettlementAction => (SETTLEMENT_ACTIONS as readonly unknown[]).includes(value);
const RIGHT_OF: Record<SettlementAction, string> = { validate: 'validate-proof', reupload: 'reupload', 'send-paypal': 'set-paid', 'check-paypal': 'set-paid' };

export function runSettlementAction(request: Request, rawId: string | undefined, rawAction: string | undefined): Promise<Response> {
  if (!isAction(rawAction)) return Promise.resolve(jsonResponse({ message: 'Not Found' }, { status: 404 }));
  const action = rawAction;
  return handleApi(request, 'settlements', RIGHT_OF[action], async ({ actor, t }) => {
    const settlementId = parseId(rawId, 'settlements:not_found');
    const body = await readJsonObject(request, 'settlements:not_found');
    if (action === 'send-paypal' || action === 'check-paypal') {
      const result = action === 'send-paypal' ? await sendViaPaypal({ actor, settlementId }) : await checkPaypalPayout({ actor, settlementId });
      return jsonResponse({ message: t(result.message, result.params), data: { outcome: result.outcome, settlement: result.settlement } });
    }
    const result = action === 'validate' ? await validateSettlement({ actor, settlementId }) : await requestProofReupload({ actor, settlementId, remarks: body.remarks });
    return jsonResponse({ message: t(result.message), data: result.settlement });
  });
}

/** SET-25..28: Set To Paid — one agent's selected settlements with a proof file and/or a message. */
export const paySettlementResource = (request: Request) =>
  handleApi(request, 'settlements', 'set-paid', async ({ actor, t }) => {
    const input = await payInput(request);
    if (!input) return jsonResponse({ message: t('settlements:pay.fail'), errors: { file: [t('settlements:validation.proof_size')] } }, { status: 422 });
    const result = await paySettlements({ actor, ...input });
    return jsonResponse({ message: t(result.message, result.params), data: result });
  });

/** The Set To Paid form: multipart (with the proof file), else a JSON object {agent_id, ids, message} (415/400 otherwise). Null when the file is too large. */
async function payInput(request: Request) {
  if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
    const body = await readJsonObject(request, 'settlements:pay.fail');
    return { agentId: body.agent_id, settlementIds: body.ids, message: body.message, file: null, channel: channelOf(body.channel) };
  }
  const form = await readUploadForm(request, await uploadMaxBytes());
  if (!form) return null;
  const ids = form.getAll('ids').concat(form.getAll('ids[]'));
  return { agentId: form.get('agent_id'), settlementIds: ids.slice(0, 101).map(String), message: form.get('message') ?? undefined, file: await postedFile(form.get('file')), channel: channelOf(form.get('channel')) };
}

/** G-05: which list pays — Pending Settle (bank, the default) or Pending PayPal's proof modal; anything else is refused by the domain. */
const channelOf = (value: unknown): PayoutChannel | undefined => (value === undefined || value === null || value === '' ? undefined : (String(value) as PayoutChannel));
