import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';

/** ORD-21: the cart without lines — where to start a renewal, a search or an application. */
export function EmptyCart({ success }: { success: string | null }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('cart.list.title')} lead={t('cart.list.lead')} />
      {success ? <Alert tone="success">{t(success)}</Alert> : null}
      <section className="panel cart-empty">
        <p>
          <strong>{t('cart.list.empty')}</strong>
        </p>
        <p>{t('cart.list.emptyHint')}</p>
        <div className="cart-empty__links">
          <Link className="button button--primary" to="/dashboard/filing/trademark">
            {t('cart.list.startRenewal')}
          </Link>
          <Link className="button button--secondary" to="/dashboard/search">
            {t('cart.list.startSearch')}
          </Link>
          <Link className="button button--secondary" to="/dashboard/apply">
            {t('cart.list.startApply')}
          </Link>
        </div>
      </section>
    </>
  );
}
