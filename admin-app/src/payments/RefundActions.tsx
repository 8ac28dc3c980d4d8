import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { DEFAULT_CURRENCY, formatMoney, type PaymentRowJson } from '@iprenew/models/browser';
import { serverMessageOf } from '../common/api';
import { runPaymentAction } from './paymentApi';

/**
 * ADR 016, G-49: a charge that landed on an order that could not take it (superseded, cancelled,
 * expired, already paid) is "Refund due" until an admin refunds it outside the system and marks it
 * refunded here, after a confirmation. The server audits it.
 */
export function RefundChip({ row }: { row: PaymentRowJson }) {
  const translate = useTranslate();
  if (!row.refund) return null;
  const due = row.refund.status === 'due';
  const reason = row.refund.reason ? translate(`payments:console.refund_reason.${row.refund.reason}`, { _: row.refund.reason }) : '';
  return (
    <Chip
      size="small"
      color={due ? 'error' : 'default'}
      variant={due ? 'filled' : 'outlined'}
      label={translate(due ? 'payments:console.refund_due' : 'payments:console.refunded')}
      title={[formatMoney(row.refund.amount ?? '', DEFAULT_CURRENCY), row.refund.provider_ref, reason].filter(Boolean).join(' · ')}
      data-testid={`refund-${row.reference}`}
      sx={{ fontWeight: 600 }}
    />
  );
}

export function MarkRefundedButton({ row }: { row: PaymentRowJson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!row.can_mark_refunded) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      notify((await runPaymentAction(row.id, 'mark-refunded')).message, { type: 'success' });
      refresh();
    } catch (error) {
      notify(serverMessageOf(error) ?? 'payments:mark_refunded_fail', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" color="error" onClick={() => setOpen(true)}>
        {translate('payments:console.mark_refunded')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="payments:console.mark_refunded_title"
        content={translate('payments:console.mark_refunded_text', { reference: row.reference, amount: formatMoney(row.refund?.amount ?? '', DEFAULT_CURRENCY), ref: row.refund?.provider_ref ?? '' })}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
