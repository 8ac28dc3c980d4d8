import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditLogRowJson } from '@iprenew/models/browser';

export type AuditLogRow = AuditLogRowJson;

const MAX_CELL = 240;

/** A logged value as text: strings as they are, everything else as JSON; long values cut. */
function text(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const out = typeof value === 'string' ? value : JSON.stringify(value);
  return out.length > MAX_CELL ? `${out.slice(0, MAX_CELL)}…` : out;
}

/** G-65: the fields an entry changed, before and after (the union of both snapshots' fields). */
export function AuditChanges({ row }: { row: AuditLogRow }) {
  const translate = useTranslate();
  const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {translate('admin:audit.no_changes')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate('admin:audit.changes')} sx={{ tableLayout: 'fixed', width: '100%', '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '28%' }}>{translate('admin:audit.field')}</TableCell>
          <TableCell>{translate('admin:audit.before')}</TableCell>
          <TableCell>{translate('admin:audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field} data-field={field}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{field}</TableCell>
            <TableCell>{text(row.before?.[field])}</TableCell>
            <TableCell>{text(row.after?.[field])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
