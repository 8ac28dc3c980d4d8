import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import cartStyles from '~/components/cart/cart.css?url';
import { ordersTitle } from '~/components/cart/meta';
import { RenewalDetailForm } from '~/components/cart/RenewalDetailForm';
import { RequestDetailForm } from '~/components/cart/RequestDetailForm';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { cartDetailAction, cartDetailPage, type CartDetailData } from '~/routes/dashboard+/_customer+/cart-detail.server';

/**
 * Cart Detail (ORD-25): edits one of the customer's lines with the filing form's rules (a renewal
 * line) or the request form's (a search / application line), re-priced on save. 'Cart update
 * successful' / 'Fail to update cart'; someone else's line is a 404. Data and action:
 * cart-detail.server.ts.
 */
export const handle = { i18n: ['common', 'nav', 'orders', 'pricing', 'site', 'countries'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => ordersTitle(matches, 'cart.detail.title');

export const loader = ({ request, params }: LoaderFunctionArgs) => cartDetailPage(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => cartDetailAction(request, params.id);

export default function CartDetail() {
  const { detail } = useLoaderData<typeof loader>() as { detail: CartDetailData };
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('cart.detail.title')} lead={t('cart.detail.lead')}>
        <Link to="/dashboard/cart" className="button button--secondary">
          {t('cart.detail.back')}
        </Link>
      </PageHeader>
      {detail.kind === 'renewal' ? <RenewalDetailForm detail={detail} /> : null}
      {detail.kind === 'request' ? <RequestDetailForm detail={detail} /> : null}
      {detail.kind === 'other' ? <Alert tone="info">{t('cart.detail.notEditable')}</Alert> : null}
    </>
  );
}
