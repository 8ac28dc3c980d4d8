import { cancelOrder, completeStripeReturn, getOrderReceipt, orderCancelFormSchema, slipFormSchema, SLIP_MAX_BYTES, submitSlip, type Actor } from '@iprenew/models';
import { data, redirect } from '@remix-run/node';
import { paymentResponsePath } from '~/components/checkout/response-path';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { parseForm } from '~/lib/form.server';
import { postedFile, readUploadForm } from '~/lib/upload.server';
import { redirectWithFlash } from '~/lib/session.server';
import { failureOf, pageFlash } from '~/routes/dashboard+/_customer+/checkout.server';

/**
 * The loader and action of Payment Response (ORD-48..58, ORD-65..69, G-64): the order's receipt
 * (getOrderReceipt, with its can_* flags), the pay-later slip (submitSlip) and the confirmed Cancel
 * (cancelOrder). Back from Stripe the return is confirmed first (completeStripeReturn).
 */

export async function paymentResponsePage(request: Request, actor: Actor) {
  const url = new URL(request.url);
  const refNo = url.searchParams.get('refNo') ?? '';
  const status = (url.searchParams.get('status') ?? '').slice(0, 32);
  const waited = url.searchParams.get('waited') === '1';
  const { flash, headers } = await pageFlash(request);
  // Back from Stripe's hosted page: confirm from the Checkout Session without waiting for the
  // webhook (G-25). Idempotent with the webhook; a no-op for other orders. A failure here only
  // means the webhook (or the reconcile job) confirms it instead.
  if (status === 'success' && refNo) {
    await completeStripeReturn({ reference: refNo, actor }).catch((error: unknown) => {
      console.error(`[payment response] stripe return of ${refNo} not confirmed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  let receipt;
  try {
    receipt = await getOrderReceipt({ actor, reference: refNo });
  } catch (error) {
    const failure = failureOf(error, 'orders:receipt.load_fail');
    return data({ receipt: null, error: failure.message, refNo, status, waited: true, confirming: false, flash, display: null }, headers ? { headers } : undefined);
  }
  const display = await loadCurrencyDisplay(request);
  const confirming = url.searchParams.get('confirm') === 'cancel' && receipt.can_cancel;
  return data({ receipt, error: null, refNo: receipt.order.reference, status, waited, confirming, flash, display }, headers ? { headers } : undefined);
}

export async function paymentResponseAction(request: Request, actor: Actor) {
  const url = new URL(request.url);
  const refNo = url.searchParams.get('refNo') ?? '';
  const back = paymentResponsePath(refNo, url.searchParams.get('status') ?? 'view', { waited: '1' });
  if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
    const formData = await readUploadForm(request, SLIP_MAX_BYTES);
    // ORD-55: too large to read; the message goes next to the file input, not to the page's top.
    if (!formData) return { slip: null, error: null, fileError: 'orders:slip.file_size' };
    const submission = parseForm(formData, { schema: slipFormSchema });
    // The operation checks the slip itself (ORD-53..55; its field errors are the form's): it gets the fields as posted.
    const { ref_no, amount_paid, file } = submission.payload as { ref_no?: unknown; amount_paid?: unknown; file?: unknown };
    const upload = await postedFile(file);
    try {
      await submitSlip({ actor, reference: refNo, ref_no, amount_paid, file: upload });
    } catch (error) {
      const failure = failureOf(error, 'orders:slip.submit_fail');
      return { slip: submission.reply({ formErrors: [failure.message], fieldErrors: failure.fieldErrors }), error: Object.keys(failure.fieldErrors).length ? null : failure.message, fileError: null };
    }
    throw await redirectWithFlash(back, { type: 'success', message: 'orders:slip.submit_success' });
  }
  const submission = parseForm(await request.formData(), { schema: orderCancelFormSchema });
  if (submission.status === 'success') {
    // ORD-65..68: the customer knows the order by its reference, never by the internal id.
    let reference = refNo;
    try {
      const receipt = await getOrderReceipt({ actor, reference: refNo });
      reference = receipt.order.reference;
      await cancelOrder({ actor, orderId: receipt.order.id });
    } catch {
      throw await redirectWithFlash(back, { type: 'error', message: 'orders:cancel.fail', params: { id: reference } });
    }
    throw await redirectWithFlash(back, { type: 'success', message: 'orders:cancel.success', params: { id: reference } });
  }
  throw redirect(back);
}
