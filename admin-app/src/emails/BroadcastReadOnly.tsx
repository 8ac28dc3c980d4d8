import { Alert, Box, Stack, Typography } from '@mui/material';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import type { BroadcastDetailJson } from '@iprenew/models/browser';
import { DownloadButton } from '../common/DownloadButton';
import { useDateTimeKL } from '../common/format';
import { BroadcastProgress, BroadcastStatusChips } from './BroadcastStatus';
import { DuplicateButton } from './DuplicateButton';

/** G-09: a sent broadcast, read-only — what went out, to whom, its progress — with Duplicate. */
export function BroadcastReadOnly() {
  const translate = useTranslate();
  const dateTime = useDateTimeKL();
  const b = useRecordContext<BroadcastDetailJson>();
  if (!b) return null;
  const recipients = b.audience === 'users' ? b.receiver.map((r) => r.email).join(', ') : translate(`broadcasts:console.audience.${b.audience}`);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Alert severity="info" action={<DuplicateButton variant="outlined" />}>
        {translate('broadcasts:console.read_only_notice')}
      </Alert>
      <Typography variant="h6" component="h2">
        {b.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Labeled label="broadcasts:console.fields.status">
          <BroadcastStatusChips broadcast={b} />
        </Labeled>
        <Labeled label="broadcasts:console.fields.publish_date">
          <span>{b.publish_date}</span>
        </Labeled>
        <Labeled label="broadcasts:console.fields.sent_at">
          <span>{b.sent_at ? dateTime(b.sent_at) : '—'}</span>
        </Labeled>
        <Labeled label="broadcasts:console.fields.progress">
          <BroadcastProgress broadcast={b} />
        </Labeled>
      </Stack>
      <Labeled label="broadcasts:console.fields.audience">
        <span style={{ overflowWrap: 'anywhere' }}>{recipients}</span>
      </Labeled>
      {b.attachments.length ? (
        <Labeled label="broadcasts:console.fields.attachments">
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {b.attachments.map((a) => (
              <DownloadButton key={a.id} url={a.url} filename={a.name} label={a.name} failKey="broadcasts:attachment_fail" />
            ))}
          </Stack>
        </Labeled>
      ) : null}
      <Labeled label="broadcasts:console.fields.message">
        {/* Sanitised with the allow-list when it was saved (ADR 062). */}
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: b.message }} />
      </Labeled>
    </Box>
  );
}
