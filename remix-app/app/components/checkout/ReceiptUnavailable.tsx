import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { FlashMessage } from '~/lib/session.server';

/** The receipt of an order that cannot be shown (unknown, someone else's, or not loaded), with the way to My Orders. */
export function ReceiptUnavailable({ flash, error }: { flash: FlashMessage | null; error: string | null }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('receipt.title')} />
      {flash ? <Alert flash={flash} tone={flash.type}>{t(flash.message, flash.params ?? {})}</Alert> : null}
      <Alert tone="error">{t(error ?? 'orders:receipt.not_found')}</Alert>
      <p>
        <Link to="/dashboard/orders">{t('myOrders.title')}</Link>
      </p>
    </>
  );
}
