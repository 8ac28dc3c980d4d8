import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { IpRecordRowJson } from '@iprenew/models/browser';
import { serverMessageOf } from '../common/format';
import { useIpAction } from './useIpAction';

/** ADM-26: Hide (DELETE, status 1 → 0) or Restore (status 0 → 1), after a confirmation; shown as the row's can_* say. */
export function HideRestoreButton({ record }: { record: IpRecordRowJson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const restore = useIpAction(record.id, 'ip-records:restore_fail');
  if (!record.can_hide && !record.can_restore) return null;
  const hiding = record.can_hide;
  const confirm = async () => {
    setOpen(false);
    if (!hiding) return void (await restore.run('restore'));
    await remove(
      'ip-records',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ip-records:hide_success', { type: 'success' });
          refresh();
        },
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'ip-records:hide_fail', { type: 'error' }),
      },
    );
  };
  return (
    <>
      <Button size="small" color={hiding ? 'error' : 'primary'} variant="outlined" onClick={() => setOpen(true)} disabled={isPending || restore.busy}>
        {translate(hiding ? 'ip-records:console.hide' : 'ip-records:console.restore')}
      </Button>
      <Confirm
        isOpen={open}
        title={hiding ? 'ip-records:console.hide' : 'ip-records:console.restore'}
        content={hiding ? 'ip-records:console.hide_confirm' : 'ip-records:console.restore_confirm'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** G-31: 'Set Renewal Notification' on a record whose latest application is Completed (can_set_renewal_notification). */
export function RenewalNotificationButton({ record }: { record: IpRecordRowJson }) {
  const translate = useTranslate();
  const { run, busy } = useIpAction(record.id, 'ip-records:renewal_notification_fail');
  if (!record.can_set_renewal_notification) return null;
  return (
    <Button size="small" variant="outlined" onClick={() => void run('renewal-notification')} disabled={busy}>
      {translate('ip-records:console.set_renewal_notification')}
    </Button>
  );
}
