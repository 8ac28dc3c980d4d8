import type { PaymentDisplayStatus } from '@iprenew/models';
import { useTranslation } from '~/lib/i18n/react';

/** ORD-59: Pending PayLater, Pending Verification, Validated, Cancelled (+ Expired, Failed, Pending). */
export function PaymentStatusBadge({ status }: { status: PaymentDisplayStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`co-badge co-badge--${status}`} data-testid="payment-status">
      {t(`status.payment.${status}`)}
    </span>
  );
}
