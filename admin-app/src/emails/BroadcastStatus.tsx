import { Chip, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BroadcastJson } from '@iprenew/models/browser';

/** ADM-56, G-09: Active / Inactive, and 'Sent' once sent (or 'Sending' while it goes out) — display only. */
export function BroadcastStatusChips({ broadcast }: { broadcast: BroadcastJson }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={broadcast.status === 1 ? 'success' : 'default'}
        variant={broadcast.status === 1 ? 'filled' : 'outlined'}
        label={translate(broadcast.status === 1 ? 'broadcasts:console.status.active' : 'broadcasts:console.status.inactive')}
      />
      {broadcast.sent ? (
        <Chip size="small" color="info" label={translate(broadcast.sent_at ? 'broadcasts:console.status.sent' : 'broadcasts:console.status.sending')} />
      ) : null}
    </Stack>
  );
}

const PROGRESS = [
  ['sent', 'success'],
  ['failed', 'error'],
  ['remaining', 'default'],
  ['unknown', 'warning'],
] as const;

/** ADR 062: sent / failed / remaining / unknown recipients; the unknown ones explained. */
export function BroadcastProgress({ broadcast }: { broadcast: BroadcastJson }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {PROGRESS.map(([key, color]) => {
        const count = broadcast.progress[key];
        const chip = (
          <Chip
            key={key}
            size="small"
            variant={count > 0 ? 'filled' : 'outlined'}
            color={count > 0 ? color : 'default'}
            label={`${translate(`broadcasts:console.progress.${key}`)} ${count}`}
          />
        );
        return key === 'unknown' && count > 0 ? (
          <Tooltip key={key} title={translate('broadcasts:console.progress_help')}>
            {chip}
          </Tooltip>
        ) : (
          chip
        );
      })}
    </Stack>
  );
}
