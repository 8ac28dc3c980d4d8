import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { navTitle } from '~/components/shell/meta';
import { requirePage } from '~/lib/guard.server';
import { PaypalIncomplete } from '~/components/card-payments/PaypalIncomplete';
import { paymentResponsePath } from '~/components/checkout/response-path';

/**
 * PayPal's cancel_url: the buyer cancelled on PayPal. Nothing is charged and the order stays as it
 * was (the customer may pay again); the Payment Response page shows it with status=cancel.
 */
export const handle = { i18n: ['common', 'nav', 'orders'] };
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.cart');

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePage(request, 'dashboard.cart.paypal.cancel');
  const reference = (new URL(request.url).searchParams.get('refNo') ?? '').trim().toUpperCase();
  if (/^[A-Z0-9]{12}$/.test(reference)) throw redirect(paymentResponsePath(reference, 'cancel'));
  return null;
}

export default PaypalIncomplete;
