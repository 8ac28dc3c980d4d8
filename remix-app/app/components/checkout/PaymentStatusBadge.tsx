import type { PaymentDisplayStatus } from '@iprenew/models';
import { useTranslation } from 'react-i18next';

/** ORD-59: Pending PayLater, Pending Verification, Validated, Cancelled (+ Expired, Failed, Pending). */
export function PaymentStatusBadge({ status }: { status: PaymentDisplayStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`co-badge co-badge--${status}`} data-testid="payment-status">
      {t(`status.payment.${status}`)}
    </span>
  );
}
