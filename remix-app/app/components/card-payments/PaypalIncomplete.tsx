import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';

/** PayPal sent the customer back without an order we can confirm (no or unknown refNo). */
export function PaypalIncomplete() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('card.paypal.title')} />
      <Alert tone="error">{t('card.paypal.incomplete')}</Alert>
      <p>
        <Link to="/dashboard/cart">{t('card.sandbox.back')}</Link>
      </p>
    </>
  );
}
