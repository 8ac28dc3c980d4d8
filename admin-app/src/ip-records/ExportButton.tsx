import { useState } from 'react';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { serverMessageOf } from '../common/format';
import { requestExport } from './ipApi';

/** ADM-30: the list's Export — queues an Excel export of the filtered list ('Done Export Excel'); the file appears under Exports. */
export function ExportButton({ type }: { type: 'trademarks' | 'patents' }) {
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { message } = await requestExport(type, filterValues, sort);
      notify(message || 'ip-records:console.export_done', { type: 'success' });
    } catch (error) {
      notify(serverMessageOf(error) ?? 'ip-records:console.export_fail', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<FileDownloadIcon />} onClick={run} disabled={busy}>
      {translate('ip-records:console.export')}
    </Button>
  );
}
