import { completePaypalReturn, isAppError } from '@iprenew/models';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { PaypalIncomplete } from '~/components/card-payments/PaypalIncomplete';
import { paymentResponsePath } from '~/components/checkout/response-path';
import { navTitle } from '~/components/shell/meta';
import { requirePage } from '~/lib/guard.server';
import { redirectWithFlash } from '~/lib/session.server';

/**
 * PayPal's return_url (G-25): the buyer approved the payment and PayPal sent the browser back with
 * paymentId, token and PayerID. Executes the payment (completePaypalReturn → fulfilOrder) and goes
 * to the Payment Response page with status success, pending or fail. Without a usable reference the
 * page says the payment could not be confirmed (the webhook still confirms a real payment).
 */
export const handle = { i18n: ['common', 'nav', 'orders'] };
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.cart');

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.cart.paypal.return');
  const url = new URL(request.url);
  const reference = (url.searchParams.get('refNo') ?? '').trim().toUpperCase();
  const paymentId = url.searchParams.get('paymentId') ?? '';
  const payerId = url.searchParams.get('PayerID') ?? '';
  if (!reference) return null;
  try {
    const { status } = await completePaypalReturn({ reference, paymentId, payerId, actor });
    throw redirect(paymentResponsePath(reference, status));
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 404) return null;
    // ADR 016: a superseded order (or one whose slip waits) was not charged: the receipt says why.
    if (error.messageKey === 'orders:card.superseded' || error.messageKey === 'orders:card.slip_pending') {
      throw await redirectWithFlash(paymentResponsePath(reference, 'view', { waited: '1' }), { type: 'error', message: error.messageKey });
    }
    throw redirect(paymentResponsePath(reference, 'fail'));
  }
}

export default PaypalIncomplete;
