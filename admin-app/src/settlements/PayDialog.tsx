import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROOF_FILE_ACCEPT } from '@iprenew/models/browser';
import { useApiCall } from '../common/useApiCall';
import { paySettlements, type PayChannel } from './settlementApi';

/**
 * SET-26..28, SET-22: the proof-and-message dialog that pays settlements of one agent — Pending
 * Settle's Set To Paid (bank) and Pending PayPal's proof upload (paypal). Without a file the message
 * is required ('Message is required if no file selected'); the server's outcome is the toast.
 */
export function PayDialog({
  open,
  onClose,
  onPaid,
  agentId,
  ids,
  channel,
  title,
  summary,
}: {
  open: boolean;
  onClose: () => void;
  onPaid: () => void;
  agentId: number | null;
  ids: readonly number[];
  channel: PayChannel;
  title: string;
  summary: ReactNode;
}) {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const { run, busy, errors, setErrors } = useApiCall('settlements:pay.fail');
  const submit = async () => {
    if (!file && !message.trim()) {
      setErrors({ message: 'settlements:validation.message_required' });
      return;
    }
    if (await run(() => paySettlements(agentId!, ids, file, message.trim(), channel), ['message', 'file'])) {
      setFile(null);
      setMessage('');
      onPaid();
    }
  };
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} maxWidth="xs" fullWidth aria-labelledby="pay-settlements">
      <DialogTitle id="pay-settlements">{title}</DialogTitle>
      <DialogContent dividers>
        {agentId === null ? (
          <Alert severity="warning">{translate('settlements:validation.agent_required')}</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" component="div">
              {summary}
            </Typography>
            <Button variant="outlined" component="label">
              {file ? file.name : translate('settlements:console.choose_file')}
              <input hidden type="file" accept={PROOF_FILE_ACCEPT} aria-label={translate('settlements:console.proof_file')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Button>
            {errors.file ? (
              <Typography color="error" variant="caption">
                {translate(errors.file)}
              </Typography>
            ) : null}
            <TextField
              label={translate('settlements:console.message')}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              error={Boolean(errors.message)}
              helperText={errors.message ? translate(errors.message) : ' '}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
              multiline
              minRows={3}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('settlements:console.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || agentId === null}>
          {translate('settlements:console.confirm_paid')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
