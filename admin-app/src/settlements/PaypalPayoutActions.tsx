import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import SyncIcon from '@mui/icons-material/Sync';
import { Confirm, useTranslate } from 'react-admin';
import { useApiCall } from '../common/useApiCall';
import { runSettlementAction, type SettlementRow } from './settlementApi';

/**
 * ADR 055: where a PayPal payout stands — in flight (with PayPal's batch id) or returned last time
 * (PayPal's reason). Shown on the Pending PayPal detail.
 */
export function PaypalPayoutState({ row }: { row: SettlementRow }) {
  const translate = useTranslate();
  return (
    <>
      {row.paypal_in_flight ? (
        <Alert severity="info" sx={{ mt: 2, overflowWrap: 'anywhere' }} data-testid="paypal-in-flight">
          {translate('settlements:paypal.in_flight')}
          {row.paypal_batch_id ? ` · ${translate('settlements:paypal.batch')} ${row.paypal_batch_id}` : ''}
        </Alert>
      ) : null}
      {row.paypal_return_reason ? (
        <Alert severity="warning" sx={{ mt: 2, overflowWrap: 'anywhere' }} data-testid="paypal-return-reason">
          {translate('settlements:paypal.last_return')}: {row.paypal_return_reason}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * ADR 055: Send via PayPal (after a confirmation naming the amount and the agent's PayPal e-mail) and
 * Check status while it is in flight. Each shows only when the domain allows it (can_send_paypal,
 * can_check_paypal: validated, on PayPal, payout credentials configured); the server's message says
 * how it went (sent, paid, returned with PayPal's reason).
 */
export function PaypalPayoutButtons({ row }: { row: SettlementRow }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useApiCall('settlements:paypal.send_fail');
  const amount = row.net_total;
  return (
    <>
      {row.can_send_paypal ? (
        <Button variant="contained" startIcon={<SendIcon />} disabled={busy} onClick={() => setConfirming(true)}>
          {translate('settlements:paypal.send')}
        </Button>
      ) : null}
      {row.can_check_paypal ? (
        <Button variant="outlined" startIcon={<SyncIcon />} disabled={busy} onClick={() => void run(() => runSettlementAction(row.id, 'check-paypal'))}>
          {translate('settlements:paypal.check')}
        </Button>
      ) : null}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('settlements:paypal.confirm_title', { amount })}
        content={translate('settlements:paypal.confirm_content', { amount, email: row.paypal_receiver ?? '' })}
        confirm="settlements:paypal.send"
        onConfirm={async () => {
          setConfirming(false);
          await run(() => runSettlementAction(row.id, 'send-paypal'));
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
