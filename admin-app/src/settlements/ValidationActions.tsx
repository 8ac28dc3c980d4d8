import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { Confirm, useCreatePath, useTranslate } from 'react-admin';
import { proofUrl, runSettlementAction, type SettlementRow } from './settlementApi';
import { useApiCall } from '../common/useApiCall';

/** SET-14, SET-15: View opens the application; disabled with the spec's note when it has no status. */
export function ViewApplicationButton({ row }: { row: SettlementRow }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (row.application_status === null) {
    return (
      <Tooltip title={translate('settlements:console.status_error')}>
        <span>
          <Button size="small" variant="outlined" disabled>
            {translate('settlements:console.view')}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button size="small" variant="outlined" component={RouterLink} to={createPath({ resource: 'applications', id: row.application_id, type: 'show' })}>
      {translate('settlements:console.view')}
    </Button>
  );
}

/** SET-20: View Proof (the receipt) and View Proof 2 (the company invoice), from the authorised route, in a new tab. */
export function ProofButtons({ row }: { row: SettlementRow }) {
  const translate = useTranslate();
  return (
    <>
      {(['proof', 'proof2'] as const).map((which) =>
        row[which] ? (
          <Button key={which} size="small" variant="outlined" href={proofUrl(row.id, which)} target="_blank" rel="noopener">
            {translate(`settlements:console.view_${which}`)}
          </Button>
        ) : null,
      )}
    </>
  );
}

/** SET-16, SET-18, SET-19: Validate (shown while the row allows it), with a confirmation. 'Record set to validated'. */
export function ValidateButton({ row }: { row: SettlementRow }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, busy } = useApiCall('settlements:validate.fail');
  if (!row.can_validate) return null;
  return (
    <>
      <Button size="small" variant="contained" color="success" onClick={() => setOpen(true)}>
        {translate('settlements:console.validate')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('settlements:console.validate_title')}
        content={translate('settlements:console.validate_confirm', { reference: row.reference ?? '' })}
        confirm={translate('settlements:console.validate')}
        cancel={translate('settlements:console.cancel')}
        onConfirm={async () => {
          if (await run(() => runSettlementAction(row.id, 'validate'))) setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** SET-16, SET-17: Reupload — remarks required ('Remarks is required if you select reupload request'). */
export function ReuploadButton({ row }: { row: SettlementRow }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [remarks, setRemarks] = useState('');
  const { run, busy, errors, setErrors } = useApiCall('settlements:reupload.fail');
  if (!row.can_validate) return null;
  const submit = async () => {
    if (!remarks.trim()) {
      setErrors({ remarks: 'settlements:validation.remarks_required' });
      return;
    }
    if (await run(() => runSettlementAction(row.id, 'reupload', { remarks }), ['remarks'])) {
      setOpen(false);
      setRemarks('');
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" color="warning" onClick={() => setOpen(true)}>
        {translate('settlements:console.reupload')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} maxWidth="xs" fullWidth aria-labelledby={`reupload-${row.id}`}>
        <DialogTitle id={`reupload-${row.id}`}>{translate('settlements:console.reupload_title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {row.reference}
            </Typography>
            <TextField
              label={translate('settlements:console.remarks')}
              value={remarks}
              onChange={(e) => setRemarks(e.target.value)}
              error={Boolean(errors.remarks)}
              helperText={errors.remarks ? translate(errors.remarks) : ' '}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              multiline
              minRows={3}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('settlements:console.cancel')}
          </Button>
          <Button variant="contained" color="warning" onClick={() => void submit()} disabled={busy}>
            {translate('settlements:console.reupload_submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
