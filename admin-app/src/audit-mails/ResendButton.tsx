import { useState } from 'react';
import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Confirm, useTranslate } from 'react-admin';
import type { AuditMailRow } from '@iprenew/models/browser';
import { apiJson } from '../common/api';
import { useApiCall } from '../common/useApiCall';

/** ADM-81, ACL-54: Resend (super admin), after a confirmation naming the mail and its recipient. */
export function ResendButton({ row }: { row: AuditMailRow }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, busy } = useApiCall('admin:audit_mails.resend_fail');
  if (!row.can_resend) return null;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<SendIcon />} disabled={busy} onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        {translate('admin:audit_mails.resend')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('admin:audit_mails.confirm_title')}
        content={translate('admin:audit_mails.confirm_content', { subject: row.subject ?? '', email: row.user_email })}
        confirm="admin:audit_mails.resend"
        onConfirm={async () => {
          setOpen(false);
          await run(() => apiJson(`/audit-mails/${row.id}/resend`, 'POST', {}) as Promise<{ message: string }>);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
