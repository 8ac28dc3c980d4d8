import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentDisplayStatusName } from '@iprenew/models/browser';
import { DISPLAY_STATUS_COLOR, displayStatusKey } from './paymentApi';

/** ORD-59: Pending PayLater / Pending Verification / Validated / Cancelled / Failed. */
export function PaymentStatusChip({ status }: { status: PaymentDisplayStatusName }) {
  const translate = useTranslate();
  return <Chip size="small" color={DISPLAY_STATUS_COLOR[status]} variant={status === 'validated' ? 'filled' : 'outlined'} label={translate(displayStatusKey(status))} sx={{ fontWeight: 600 }} />;
}
