import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useTranslate } from 'react-admin';
import type { ExportType } from '@iprenew/models/browser';
import { apiJson } from './api';
import { useApiCall } from './useApiCall';

/** Queues the Excel export of a list (POST /api/admin/exports) with the list's current filter and sort. */
async function requestExport(type: ExportType, filter: Record<string, unknown>, sort: { field: string; order: string }): Promise<{ message: string }> {
  const json = (await apiJson('/exports', 'POST', { type, filter, sort })) as { message?: string };
  return { message: json.message || 'ip-records:console.export_done' };
}

/** ADM-30, G-43: a list's Export — queues an Excel export of the filtered list ('Done Export Excel'); the file appears under Exports. */
export function ExportButton({ type }: { type: ExportType }) {
  const { filterValues, sort } = useListContext();
  const translate = useTranslate();
  const { run, busy } = useApiCall('ip-records:console.export_fail');
  return (
    <Button size="small" startIcon={<FileDownloadIcon />} onClick={() => void run(() => requestExport(type, filterValues, sort))} disabled={busy}>
      {translate('ip-records:console.export')}
    </Button>
  );
}
