import { getPayment, listPayments, markRefunded, PAYMENT_SORT_FIELDS, readPaymentSlip, regenerateInvoice, rejectSlip, updateToSuccess, verifySlip, type PaymentSortField } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/payments (ORD-61..64, ORD-71, ORD-72, G-14, G-15, G-24):
 *   GET  /api/admin/payments?filter={"q":"REF","status":0} → rows + Content-Range
 *   GET  /api/admin/payments/:id → one row
 *   POST /api/admin/payments/:id/verify → {message, data}          ('Payment verification failed to approve.')
 *   POST /api/admin/payments/:id/reject {reason} → {message, data}  ('Payment verification failed to reject.')
 *   POST /api/admin/payments/:id/update-to-success {provider_ref} → {message, data} (Fail rows)
 *   POST /api/admin/payments/:id/regenerate-invoice → {message, data} (Success rows)
 *   POST /api/admin/payments/:id/mark-refunded → {message, data} (rows with a refund due, ADR 016; audited)
 *   filter also takes {"queue":"pending_verification"|"refund_due"} (the console's work queues)
 *   GET  /api/admin/payments/:id/slip[?slip=<id>] → the slip file (authorised, from storage)
 */

const LIST = { sortFields: PAYMENT_SORT_FIELDS, defaultSort: { field: 'created_at' as PaymentSortField, order: 'DESC' as const }, messageKey: 'payments:retrieve_fail' };

export const listPaymentResource = (request: Request) =>
  handleApi(request, 'payments', 'list', async ({ actor }) =>
    listResponse('payments', await listPayments({ actor, ...parseListParams<PaymentSortField>(new URL(request.url), LIST) })),
  );

export const getPaymentResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'payments', 'read', async ({ actor }) => jsonResponse(await getPayment({ actor, id: parseId(rawId, 'payments:retrieve_fail') })));

export const PAYMENT_ACTIONS = ['verify', 'reject', 'update-to-success', 'regenerate-invoice', 'mark-refunded'] as const;
type PaymentAction = (typeof PAYMENT_ACTIONS)[number];
const isAction = (value: unknown): value is PaymentAction => (PAYMENT_ACTIONS as readonly unknown[]).includes(value);

export function runPaymentAction(request: Request, rawId: string | undefined, rawAction: string | undefined): Promise<Response> {
  if (!isAction(rawAction)) return Promise.resolve(jsonResponse({ message: 'Not Found' }, { status: 404 }));
  const action = rawAction;
  return handleApi(request, 'payments', action, async ({ actor, t }) => {
    const paymentId = parseId(rawId, 'payments:retrieve_fail');
    const body = await readJsonObject(request, 'payments:retrieve_fail');
    const result =
      action === 'verify'
        ? await verifySlip({ actor, paymentId })
        : action === 'reject'
          ? await rejectSlip({ actor, paymentId, reason: body.reason })
          : action === 'update-to-success'
            ? await updateToSuccess({ actor, paymentId, providerRef: body.provider_ref })
            : action === 'mark-refunded'
              ? await markRefunded({ actor, paymentId })
              : await regenerateInvoice({ actor, paymentId });
    return jsonResponse({ message: t(result.message), data: result.payment });
  });
}

export const paymentSlipResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'payments', 'slip', async ({ actor }) => {
    const paymentId = parseId(rawId, 'payments:slip_not_found');
    const rawSlip = new URL(request.url).searchParams.get('slip');
    const slipId = rawSlip === null || rawSlip === '' ? null : parseId(rawSlip, 'payments:slip_not_found');
    const file = await readPaymentSlip({ actor, paymentId, slipId });
    return new Response(new Uint8Array(file.buffer), {
      headers: {
        'Content-Type': file.mime,
        'Content-Length': String(file.buffer.length),
        'Content-Disposition': `inline; filename="${file.filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
