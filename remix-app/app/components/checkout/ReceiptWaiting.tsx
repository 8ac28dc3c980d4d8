import { useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';

const WAIT_MS = 3000;

/**
 * ORD-48: "confirming your payment" for 3 seconds, then the receipt at `href` (with JavaScript a
 * timer, without it a refresh).
 */
export function ReceiptWaiting({ href }: { href: string }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(href, { replace: true, preventScrollReset: true }), WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [href, navigate]);
  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={`3;url=${href}`} />
      </noscript>
      <PageHeader title={t('receipt.title')} />
      <section className="panel co-wait" aria-live="polite" data-testid="receipt-waiting">
        <span className="co-spinner" aria-hidden="true" />
        <p>{t('receipt.confirming')}</p>
      </section>
    </>
  );
}
