import { useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { messageOf } from './api';

/**
 * Fetches a file through its authorised route with the session cookie and lets the browser save it
 * under `filename`. A refusal throws an Error carrying the server's (translated) message, if any.
 */
export async function saveDownload(url: string, filename: string, accept?: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin', headers: accept ? { Accept: accept } : undefined });
  if (!response.ok) throw new Error(messageOf(await response.json().catch(() => null)) ?? '');
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click is handled; free it a little later.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}

/** A Download button of the console (invoices, application files): a failure is notified with the server's message, else `failKey`. */
export function DownloadButton({
  url,
  filename,
  label,
  failKey,
  accept,
  ariaLabel,
  variant,
}: {
  url: string;
  filename: string;
  label: string;
  failKey: string;
  accept?: string;
  ariaLabel?: string;
  variant?: ButtonProps['variant'];
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveDownload(url, filename, accept);
    } catch (failure) {
      notify((failure instanceof Error && failure.message) || failKey, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant={variant} startIcon={<DownloadIcon />} onClick={download} disabled={busy} sx={{ whiteSpace: 'nowrap' }} aria-label={ariaLabel}>
      {translate(label)}
    </Button>
  );
}
