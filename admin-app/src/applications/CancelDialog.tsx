import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { CANCEL_REASON_MAX, type ApplicationDetailJson } from '@iprenew/models/browser';
import { fieldErrorsOf, serverMessageOf } from '../common/api';
import { runApplicationAction } from './applicationApi';

/** G-49: SA/AD cancel an open application with a reason — shown when the server's can_cancel says so. */
export function CancelButton({ application }: { application: ApplicationDetailJson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!application.can_cancel) return null;
  const close = () => {
    setOpen(false);
    setReason('');
    setError(null);
  };
  const submit = async () => {
    setBusy(true);
    try {
      notify((await runApplicationAction(application.id, 'cancel', { reason })).message, { type: 'success' });
      close();
      refresh();
    } catch (failure) {
      setError(fieldErrorsOf(failure)?.reason ?? null);
      notify(serverMessageOf(failure) ?? 'applications:step.fail', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" size="small" onClick={() => setOpen(true)}>
        {translate('console-applications:console.cancel_application')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">{translate('console-applications:console.cancel_title')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <TextField
            label={translate('console-applications:console.cancel_reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
            error={Boolean(error)}
            helperText={error ? translate(error) : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('console-applications:console.close')}</Button>
          <Button variant="contained" color="error" onClick={submit} disabled={busy}>
            {translate('console-applications:console.cancel_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
