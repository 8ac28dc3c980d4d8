import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { DeliveryJson } from '@iprenew/models/browser';
import { fieldErrorsOf, serverMessageOf } from '../common/api';

/**
 * DLV-5..7: Update Tracking — courier and tracking number (each required, min 3; the server checks)
 * through PUT /api/admin/deliveries/:id. Shown where the machine allows it (`can_update_tracking`).
 * 'Record update successful' / 'Failed_Update_Please_Try_Again'; field errors beside their fields.
 */
export function TrackingButton({ row }: { row: DeliveryJson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [courier, setCourier] = useState(row.courier ?? '');
  const [trackingNo, setTrackingNo] = useState(row.tracking_no ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!row.can_update_tracking) return null;
  const save = () => {
    setErrors({});
    void update(
      'deliveries',
      { id: row.id, data: { courier, tracking_no: trackingNo }, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('deliveries:update.success', { type: 'success' });
          setOpen(false);
          refresh();
        },
        onError: (error: unknown) => {
          setErrors(fieldErrorsOf(error) ?? {});
          notify(serverMessageOf(error) ?? 'deliveries:update.fail', { type: 'error' });
        },
      },
    );
  };
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)}>
        {translate('deliveries:tracking.open')}
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} maxWidth="xs" fullWidth aria-labelledby={`tracking-${row.id}`}>
        <DialogTitle id={`tracking-${row.id}`}>{translate('deliveries:tracking.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {row.application.reference} {row.application.ip?.application_name ?? ''}
            </Typography>
            <TextField
              label={translate('deliveries:tracking.courier')}
              value={courier}
              onChange={(e) => setCourier(e.target.value)}
              error={Boolean(errors.courier)}
              helperText={errors.courier ? translate(errors.courier) : ' '}
              slotProps={{ htmlInput: { maxLength: 64 } }}
              required
            />
            <TextField
              label={translate('deliveries:tracking.tracking_no')}
              value={trackingNo}
              onChange={(e) => setTrackingNo(e.target.value)}
              error={Boolean(errors.tracking_no)}
              helperText={errors.tracking_no ? translate(errors.tracking_no) : ' '}
              slotProps={{ htmlInput: { maxLength: 64 } }}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isPending}>
            {translate('deliveries:tracking.cancel')}
          </Button>
          <Button variant="contained" onClick={save} disabled={isPending}>
            {isPending ? translate('deliveries:tracking.saving') : translate('deliveries:tracking.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
