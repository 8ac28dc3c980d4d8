import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { applicationStatusLabelKey, type ApplicationRowJson } from '@iprenew/models/browser';

/** One labelled value of the show pages. */
export const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 150 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const OUTCOME_COLOR: Record<number, ChipProps['color']> = { 1: 'success', 2: 'warning', 3: 'error' };

/**
 * The status of an application: the stored status (Report Ready for a search at Certificate Ready),
 * coloured by its ADM-33 outcome; a null status is flagged with ADM-37's message.
 */
export function ApplicationStatusChip({ row }: { row: Pick<ApplicationRowJson, 'status_id' | 'outcome' | 'service_id'> }) {
  const translate = useTranslate();
  if (row.status_id === null) return <Chip size="small" color="error" label={translate('console-applications:status_null')} />;
  const label = translate(applicationStatusLabelKey(row.service_id, row.status_id));
  return <Chip size="small" variant="outlined" color={OUTCOME_COLOR[row.outcome ?? 2] ?? 'default'} label={label} sx={{ fontWeight: 600 }} />;
}

/** The IP's name and number on one line each. */
export function IpCell({ row }: { row: ApplicationRowJson }) {
  if (!row.ip) return <>—</>;
  const number = row.ip.filing_no ?? row.ip.application_no ?? row.ip.grant_no;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.3 }}>
      <span>{row.ip.application_name ?? '—'}</span>
      {number ? (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em', fontFamily: 'monospace' }}>
          {number}
        </Box>
      ) : null}
    </Box>
  );
}
