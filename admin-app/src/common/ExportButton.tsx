import { useState } from 'react';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { ExportType } from '@iprenew/models/browser';
import { apiJson } from './api';
import { serverMessageOf } from './format';

/** Queues the Excel export of a list (POST /api/admin/exports) with the list's current filter and sort. */
async function requestExport(type: ExportType, filter: Record<string, unknown>, sort: { field: string; order: string }): Promise<{ message: string }> {
  const json = (await apiJson('/exports', 'POST', { type, filter, sort })) as { message?: string };
  return { message: json.message ?? '' };
}

/** ADM-30, G-43: a list's Export — queues an Excel export of the filtered list ('Done Export Excel'); the file appears under Exports. */
export function ExportButton({ type }: { type: ExportType }) {
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
