import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import cartStyles from '~/components/cart/cart.css?url';
import { CartList } from '~/components/cart/CartList';
import { EmptyCart } from '~/components/cart/EmptyCart';
import { ordersTitle } from '~/components/cart/meta';
import { requirePage } from '~/lib/guard.server';
import { cartFormAction, cartPage, type CartActionData } from '~/routes/dashboard+/_customer+/cart-list.server';

/**
 * Cart list (ORD-21..34, G-34): the customer's lines by section, the voucher (applyVoucher) and Pay,
 * which makes the order (createOrder) and goes to checkout. The page state and its form:
 * cart-list.server.ts and components/cart/CartList.
 */
export const handle = { i18n: ['common', 'nav', 'orders', 'pricing', 'site', 'vouchers', 'countries'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => ordersTitle(matches, 'cart.list.title');

export async function loader({ request }: LoaderFunctionArgs) {
  return cartPage(request, await requirePage(request, 'dashboard.cart'));
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.cart');
  return cartFormAction(request, actor);
}

export default function Cart() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CartActionData | undefined;
  if (data.empty) return <EmptyCart success={actionData?.success ?? null} />;
  return <CartList data={data} actionData={actionData} />;
}
