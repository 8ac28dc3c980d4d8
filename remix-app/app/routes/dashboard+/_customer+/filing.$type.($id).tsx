import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import cartStyles from '~/components/cart/cart.css?url';
import { FilingForm } from '~/components/cart/FilingForm';
import { ordersTitle } from '~/components/cart/meta';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { filingFormAction, filingPage, type FilingPageData } from '~/routes/dashboard+/_customer+/filing.server';

/**
 * Request Renewal Filing (ORD-1..20): trademark or patent lines, each priced live (ORD-13), added to
 * the cart as one bundle (ORD-16). Opened from an IP (`/dashboard/filing/{type}/{ipId}`) the first
 * line renews that record (ORD-14). The page's data and action: filing.server.ts; the form:
 * components/cart/FilingForm.
 */
export const handle = { i18n: ['common', 'nav', 'orders', 'pricing', 'site', 'countries'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => ordersTitle(matches, 'cart.filing.title');

export const loader = ({ request, params }: LoaderFunctionArgs) => filingPage(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => filingFormAction(request, params);

export default function Filing() {
  const { page } = useLoaderData<typeof loader>() as { page: FilingPageData };
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('cart.filing.title')} lead={t('cart.filing.lead')} />
      {page.source ? null : (
        <nav className="cart-tabs" aria-label={t('cart.filing.tabsLabel')}>
          {(['trademark', 'patent'] as const).map((type) => (
            <Link key={type} to={`/dashboard/filing/${type}`} className="cart-tabs__tab" aria-current={page.type === type ? 'page' : undefined}>
              {t(`cart.filing.${type}Tab`)}
            </Link>
          ))}
        </nav>
      )}
      {actionData?.success ? (
        <Alert tone="success">
          {t(actionData.success.message)} <Link to="/dashboard/cart">{t('cart.filing.goToCart')}</Link>
        </Alert>
      ) : null}
      <FilingForm page={page} actionData={actionData} />
    </>
  );
}
