import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { DEFAULT_CURRENCY, formatMoney, type PaymentRowJson } from '@iprenew/models/browser';
import { useDateTimeKL } from '../common/format';
import { useApiCall } from '../common/useApiCall';
import { runPaymentAction, type PaymentAction } from './paymentApi';
import { SlipPreview } from './SlipPreview';

/** Runs a payment action through the console's action call (useApiCall): message, reload, field errors. */
function usePaymentAction(row: PaymentRowJson, failKey: string) {
  const { run: call, busy, errors } = useApiCall(failKey);
  const run = (action: PaymentAction, payload?: Record<string, unknown>, shownFields: readonly string[] = []): Promise<boolean> =>
    call(() => runPaymentAction(row.id, action, payload), shownFields);
  return { run, busy, errors };
}

const Detail = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {value}
    </Typography>
  </Box>
);

/** ORD-61..64, G-24: Payment Review — the slip, a reason, Reject and Verify. Only on rows with a slip waiting. */
export function ReviewButton({ row }: { row: PaymentRowJson }) {
  const formatListTime = useDateTimeKL();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failKey, setFailKey] = useState('payments:verify_fail');
  const { run, busy, errors } = usePaymentAction(row, failKey);
  if (!row.can_review || !row.slip) return null;
  const act = async (action: 'verify' | 'reject') => {
    setFailKey(action === 'verify' ? 'payments:verify_fail' : 'payments:reject_fail');
    if (await run(action, action === 'reject' ? { reason } : {}, action === 'reject' ? ['reason'] : [])) setOpen(false);
  };
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)}>
        {translate('payments:console.review')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} maxWidth="sm" fullWidth aria-labelledby={`review-${row.id}`}>
        <DialogTitle id={`review-${row.id}`}>{translate('payments:console.review_title', { reference: row.reference })}</DialogTitle>
        <DialogContent dividers>
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            <Detail label={translate('payments:console.slip_ref_no')} value={row.slip.ref_no} />
            <Detail label={translate('payments:console.slip_amount')} value={formatMoney(row.slip.amount_paid, DEFAULT_CURRENCY)} />
            <Detail label={translate('payments:console.order_total')} value={formatMoney(row.total, DEFAULT_CURRENCY)} />
            <Detail label={translate('payments:console.slip_submitted_at')} value={formatListTime(row.slip.created_at)} />
          </Stack>
          {row.slip.amount_paid !== row.total ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('payments:console.slip_amount')}: {formatMoney(row.slip.amount_paid, DEFAULT_CURRENCY)} ≠ {translate('payments:console.order_total')}: {formatMoney(row.total, DEFAULT_CURRENCY)}
            </Alert>
          ) : null}
          <SlipPreview slip={row.slip} />
          <TextField
            label={translate('payments:console.reason')}
            helperText={errors.reason ?? translate('payments:console.reason_help')}
            error={Boolean(errors.reason)}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button color="error" variant="outlined" onClick={() => act('reject')} disabled={busy}>
            {translate('payments:console.reject')}
          </Button>
          <Button color="success" variant="contained" onClick={() => act('verify')} disabled={busy}>
            {translate('payments:console.verify')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** G-14: Update To Success on a failed payment — the provider reference and a confirmation. */
export function UpdateToSuccessButton({ row }: { row: PaymentRowJson }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [providerRef, setProviderRef] = useState('');
  const [checked, setChecked] = useState(false);
  const { run, busy, errors } = usePaymentAction(row, 'payments:update_to_success_fail');
  if (!row.can_update_to_success) return null;
  const submit = async () => {
    if (await run('update-to-success', { provider_ref: providerRef })) setOpen(false);
  };
  return (
    <>
      <Button size="small" variant="outlined" color="warning" onClick={() => setOpen(true)}>
        {translate('payments:console.update_to_success')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} maxWidth="xs" fullWidth aria-labelledby={`uts-${row.id}`}>
        <DialogTitle id={`uts-${row.id}`}>{translate('payments:console.update_to_success_title', { reference: row.reference })}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('payments:console.update_to_success_text')}
          </Typography>
          {row.failure_reason ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('payments:console.fields.failure_reason')}: {row.failure_reason}
            </Alert>
          ) : null}
          <TextField
            label={translate('payments:console.provider_ref')}
            value={providerRef}
            onChange={(e) => setProviderRef(e.target.value)}
            error={Boolean(errors.provider_ref)}
            helperText={errors.provider_ref ?? ' '}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 128 } }}
          />
          <FormControlLabel control={<Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} />} label={translate('payments:console.confirm_update')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color="warning" onClick={submit} disabled={busy || !checked || !providerRef.trim()}>
            {translate('payments:console.update_to_success')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** G-14: Regenerate Invoice on a successful payment, after a confirmation. */
export function RegenerateInvoiceButton({ row }: { row: PaymentRowJson }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, busy } = usePaymentAction(row, 'payments:regenerate_fail');
  if (!row.can_regenerate_invoice) return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('payments:console.regenerate_invoice')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('payments:console.regenerate_title', { reference: row.reference })}
        content="payments:console.regenerate_text"
        onConfirm={async () => {
          await run('regenerate-invoice');
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
