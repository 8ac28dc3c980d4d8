import { useState } from 'react';
import { Button } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { BroadcastJson } from '@iprenew/models/browser';
import { serverMessageOf } from '../common/format';
import { duplicateBroadcastRequest } from './broadcastApi';

/** G-09: Duplicate — a copy as a new inactive draft, opened in its form. */
export function DuplicateButton({ variant = 'text' }: { variant?: 'text' | 'outlined' | 'contained' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const broadcast = useRecordContext<BroadcastJson>();
  const [busy, setBusy] = useState(false);
  if (!broadcast?.can_duplicate) return null;
  const duplicate = async () => {
    setBusy(true);
    try {
      const copy = await duplicateBroadcastRequest(broadcast.id);
      notify(copy.message || 'broadcasts:duplicate_success', { type: 'success' });
      redirect('edit', 'emails', copy.id);
    } catch (error) {
      notify(serverMessageOf(error) ?? 'broadcasts:submit_fail', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant={variant} startIcon={<ContentCopyIcon />} onClick={duplicate} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
      {translate('broadcasts:console.duplicate')}
    </Button>
  );
}
