import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Confirm, List, useListContext, useTranslate } from 'react-admin';
import type { JobStateJson } from '@iprenew/models/browser';
import { apiJson, messageOf } from '../common/api';
import { useDateTimeKL } from '../common/format';
import { useApiCall } from '../common/useApiCall';

const STATE_COLOR: Record<string, ChipProps['color']> = { requested: 'info', running: 'warning', ok: 'success', failed: 'error' };

function RunNowButton({ job }: { job: JobStateJson }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, busy } = useApiCall('admin:jobs.not_found');
  if (!job.can_run_now) return null;
  const label = translate(`admin:jobs.names.${job.name}`);
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<PlayArrowIcon />} disabled={busy} onClick={() => setOpen(true)}>
        {translate('admin:jobs.run_now')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('admin:jobs.confirm_title', { name: label })}
        content={translate('admin:jobs.confirm_content')}
        onConfirm={async () => {
          await run(async () => ({ message: messageOf(await apiJson(`/jobs/${encodeURIComponent(job.name)}/run`, 'POST', {})) ?? '' }));
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** A run's counts as short text ("removed: 3 · kept: 10"). */
function resultText(result: unknown): string {
  if (!result || typeof result !== 'object') return result === null || result === undefined ? '' : String(result);
  return Object.entries(result as Record<string, unknown>)
    .slice(0, 6)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

function JobCard({ job }: { job: JobStateJson }) {
  const translate = useTranslate();
  const formatDateTimeKL = useDateTimeKL();
  const last = job.last_run;
  return (
    <Card variant="outlined" component="article" aria-label={translate(`admin:jobs.names.${job.name}`)} data-job={job.name}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {translate(`admin:jobs.names.${job.name}`)}
          </Typography>
          {job.requested_at ? (
            <Chip size="small" color="info" label={translate('admin:jobs.state.requested')} data-state="requested" />
          ) : last ? (
            <Chip size="small" color={STATE_COLOR[last.status]} label={translate(`admin:jobs.state.${last.status}`)} data-state={last.status} />
          ) : (
            <Chip size="small" label={translate('admin:jobs.never')} data-state="never" />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate(`admin:jobs.descriptions.${job.name}`)}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mt: 1.5, mb: 0, fontSize: '0.875rem', '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
          <dt>{translate('admin:jobs.last_run')}</dt>
          <dd>{last ? formatDateTimeKL(last.started_at) : '—'}</dd>
          <dt>{translate('admin:jobs.finished')}</dt>
          <dd>{last?.finished_at ? formatDateTimeKL(last.finished_at) : '—'}</dd>
          <dt>{translate('admin:jobs.result')}</dt>
          <dd>{last?.status === 'failed' ? <Box component="span" sx={{ color: 'error.main' }}>{last.error}</Box> : resultText(last?.result) || '—'}</dd>
          <dt>{translate('admin:jobs.last_ok')}</dt>
          <dd>{job.last_ok_at ? formatDateTimeKL(job.last_ok_at) : '—'}</dd>
        </Box>
        {job.requested_at ? (
          <Typography variant="caption" color="info.main" sx={{ display: 'block', mt: 1 }}>
            {translate('admin:jobs.requested_by', { name: job.requested_by ?? '—', time: formatDateTimeKL(job.requested_at) })}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0 }}>
        <RunNowButton job={job} />
      </CardActions>
    </Card>
  );
}

function JobCards() {
  const { data } = useListContext<JobStateJson>();
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))' }}>
      {(data ?? []).map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </Box>
  );
}

/**
 * Scheduled Jobs (issue 16, ADR 054; SA and AD): every job with its schedule in words, its newest run
 * (start, end, counts or error) and last success; a super admin's "Run now" (after confirming) asks
 * the scheduler to start it within a minute. The page re-reads itself every 15 seconds.
 */
export function JobList() {
  return (
    <List title="admin:jobs.title" pagination={false} perPage={50} actions={false} exporter={false} queryOptions={{ refetchInterval: 15_000 }} empty={false}>
      <JobCards />
    </List>
  );
}
