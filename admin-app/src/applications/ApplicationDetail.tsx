import { Box, List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { historyText, type ApplicationDetailJson } from '@iprenew/models/browser';
import { useDateTimeKL } from '../common/format';
import { useCountryName } from '../configuration/useCountryChoices';
import { ApplicationStatusChip, Item, Section } from './parts';

const f = (key: string) => `console-applications:console.${key}`;

/** The summary of an application: reference, service, status, customer, IP, dates. */
export function ApplicationSummary({ application }: { application: ApplicationDetailJson }) {
  const translate = useTranslate();
  const formatTime = useDateTimeKL();
  const countryName = useCountryName();
  const ip = application.ip;
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Item label={translate(f('reference'))}>
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {application.reference}
        </Box>
      </Item>
      <Item label={translate(f('service'))}>{translate(`enums:service.${application.service_id}`)}</Item>
      <Item label={translate(f('type'))}>{translate(`enums:ipType.${application.type_id}`)}</Item>
      <Item label={translate(f('status'))}>
        <ApplicationStatusChip row={application} />
      </Item>
      <Item label={translate(f('customer'))}>{application.customer ? `${application.customer.name} — ${application.customer.email}` : '—'}</Item>
      <Item label={translate(f('ip_name'))}>{ip?.application_name ?? '—'}</Item>
      <Item label={translate(f('ip_number'))}>{[ip?.filing_no, ip?.application_no, ip?.grant_no].filter(Boolean).join(' / ') || '—'}</Item>
      <Item label={translate(f('country'))}>{ip?.country ? countryName(ip.country, ip.country_iso2) : '—'}</Item>
      <Item label={translate(f('application_date'))}>{application.application_date}</Item>
      <Item label={translate(f('created_at'))}>{formatTime(application.created_at)}</Item>
      {application.completed_at ? <Item label={translate(f('completed_at'))}>{formatTime(application.completed_at)}</Item> : null}
    </Stack>
  );
}

/** ACL-45 ⚑AMB-32: the assigned agent's detail. */
export function AgentDetail({ application }: { application: ApplicationDetailJson }) {
  const translate = useTranslate();
  const agent = application.agent_detail;
  return (
    <Section title={f('agent_detail')} testId="agent-detail">
      {agent ? (
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Item label={translate(f('agent_name'))}>{agent.name}</Item>
          <Item label={translate(f('agent_email'))}>{agent.email}</Item>
          <Item label={translate(f('agent_contact'))}>{agent.contact ?? '—'}</Item>
          <Item label={translate(f('agent_company'))}>{agent.company ?? '—'}</Item>
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate(f('no_agent'))}</Typography>
      )}
    </Section>
  );
}

/** G-46 "history job list": every step and assignment, newest first, with who did it, in the reader's language (ADR 032). */
export function HistoryList({ application }: { application: ApplicationDetailJson }) {
  const translate = useTranslate();
  const formatTime = useDateTimeKL();
  return (
    <Section title={f('history')} testId="history">
      {application.history.length === 0 ? (
        <Typography color="text.secondary">{translate(f('history_empty'))}</Typography>
      ) : (
        <List dense disablePadding>
          {application.history.map((h) => (
            <ListItem key={h.id} disableGutters divider>
              <ListItemText
                primary={historyText(translate, application.service_id, h)}
                secondary={[formatTime(h.created_at), h.user ? translate(f('history_by'), { name: h.user.name }) : null].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

/** A search or application request's classes (G-33). */
export function ClassificationsTable({ application }: { application: ApplicationDetailJson }) {
  const translate = useTranslate();
  return (
    <Section title={f('classifications')} testId="classifications">
      {application.classifications.length === 0 ? (
        <Typography color="text.secondary">{translate(f('classifications_empty'))}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(f('class_no'))}</TableCell>
              <TableCell>{translate(f('term'))}</TableCell>
              <TableCell>{translate(f('goods'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {application.classifications.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.class_no ?? '—'}</TableCell>
                <TableCell>{c.term}</TableCell>
                <TableCell>{c.goods}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
