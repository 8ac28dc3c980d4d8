import { createVoucher, deleteVoucher, generateVoucherCode, getVoucher, listVouchers, updateVoucher, VOUCHER_SORT_FIELDS, type VoucherSortField } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { messageInit } from './products.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/vouchers in the ra-data-simple-rest protocol (ADM-40..49):
 *   GET    /api/admin/vouchers?sort=["created_at","DESC"]&range=[0,9]&filter={"status":0,"q":"ab"} → rows + Content-Range
 *   GET    /api/admin/vouchers/generate-code → {code} (ADM-44)
 *   GET    /api/admin/vouchers/:id → the voucher (ADM-47)
 *   POST   /api/admin/vouchers {code, type, value, due_date, quantity} → 201 (ADM-46)
 *   PUT    /api/admin/vouchers/:id {code, type, value, due_date, quantity} → the voucher (ADM-47)
 *   DELETE /api/admin/vouchers/:id → the deleted voucher (ADM-49)
 * Writes answer the record with the translated spec message in `X-Message` (URI-encoded).
 */

const LIST = { sortFields: VOUCHER_SORT_FIELDS, defaultSort: { field: 'created_at' as VoucherSortField, order: 'DESC' as const }, messageKey: 'vouchers:retrieve_fail' };

export const listVoucherResource = (request: Request) =>
  handleApi(request, 'vouchers', 'list', async ({ actor }) =>
    listResponse('vouchers', await listVouchers({ actor, ...parseListParams<VoucherSortField>(new URL(request.url), LIST) })),
  );

export const getVoucherResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'vouchers', 'read', async ({ actor }) => jsonResponse(await getVoucher({ actor, id: parseId(rawId, 'vouchers:retrieve_fail') })));

export const generateVoucherCodeResource = (request: Request) =>
  handleApi(request, 'vouchers', 'create', async ({ actor }) => jsonResponse(await generateVoucherCode({ actor })));

export const createVoucherResource = (request: Request) =>
  handleApi(request, 'vouchers', 'create', async ({ actor, t }) => {
    const body = await readJsonObject(request, 'vouchers:submit_fail');
    const result = await createVoucher({ actor, code: body.code, type: body.type, value: body.value, due_date: body.due_date, quantity: body.quantity });
    return jsonResponse(result.voucher, messageInit(t(result.message), { status: 201 }));
  });

export const updateVoucherResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'vouchers', 'update', async ({ actor, t }) => {
    const id = parseId(rawId, 'vouchers:retrieve_fail');
    const body = await readJsonObject(request, 'vouchers:submit_fail');
    const result = await updateVoucher({ actor, id, code: body.code, type: body.type, value: body.value, due_date: body.due_date, quantity: body.quantity });
    return jsonResponse(result.voucher, messageInit(t(result.message)));
  });

export const deleteVoucherResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'vouchers', 'delete', async ({ actor, t }) => {
    const result = await deleteVoucher({ actor, id: parseId(rawId, 'vouchers:retrieve_fail') });
    return jsonResponse(result.voucher, messageInit(t(result.message)));
  });
