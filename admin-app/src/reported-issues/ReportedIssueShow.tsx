import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Grid, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Confirm, Title, useCreatePath, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { apiJson, serverMessageOf } from '../common/api';
import { useDateTimeKL } from '../common/format';
import { API_ROOT } from '../providers/dataProvider';
import { ReplyForm } from './ReplyForm';
import type { ReportedIssueDetail } from './types';

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** ADM-76, ADM-77: the status toggle after a confirmation; then back to the Feedback Form List. */
function ToggleStatus({ report }: { report: ReportedIssueDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const toSolved = report.next_status === 'Solved';
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = (await apiJson(`/reported-issues/${report.id}/toggle`, 'POST', { expected: report.status })) as { message: string };
      notify(answer.message, { type: 'success' });
      navigate(createPath({ resource: 'reported-issues', type: 'list' }));
    } catch (error) {
      notify(serverMessageOf(error) ?? 'reports:console.update_fail', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  if (!report.can_toggle) return null;
  return (
    <>
      <Button variant="contained" color={toSolved ? 'success' : 'warning'} onClick={() => setOpen(true)} disabled={busy}>
        {translate(toSolved ? 'reports:console.mark_solved' : 'reports:console.mark_pending')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('reports:console.confirm_title', { reference: report.ref_code })}
        content={translate(toSolved ? 'reports:console.confirm_solved' : 'reports:console.confirm_pending')}
        confirm={toSolved ? 'reports:console.mark_solved' : 'reports:console.mark_pending'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * Reported Issue Detail (`reported-issue/:id`, ADM-72..77, G-39; super admin): the reporter (name,
 * e-mail, contact), title, message, the proof files (authorised downloads), the replies so far with
 * whether the customer read them, the send-message form and the Pending ⇄ Solved toggle. Opening it
 * marks the report read (the server does, ADM-72).
 */
export function ReportedIssueShow() {
  const translate = useTranslate();
  const formatDateTimeKL = useDateTimeKL();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { id } = useParams();
  const { data: report, isPending, error } = useGetOne<ReportedIssueDetail>('reported-issues', { id: Number(id) }, { retry: false });
  return (
    <Box sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={translate('reports:console.detail_title')} />
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(createPath({ resource: 'reported-issues', type: 'list' }))} sx={{ mb: 1 }}>
        {translate('reports:console.back')}
      </Button>
      {error ? (
        <Alert severity="error">{translate('reports:console.retrieve_fail')}</Alert>
      ) : isPending || !report || !Array.isArray(report.attachments) ? (
        // The list's row may stand in while the detail loads (react-admin's cache): wait for the detail.
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Card elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace' }}>
                {report.ref_code}
              </Typography>
              <Chip size="small" color={report.status === 'Solved' ? 'success' : 'warning'} label={translate(`reports:status.${report.status}`)} data-testid="report-status" />
              <Typography variant="body2" color="text.secondary">
                {formatDateTimeKL(report.created_at)}
              </Typography>
            </Stack>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {translate('reports:console.user_info')}
            </Typography>
            <Grid container spacing={2} sx={{ mb: 2 }}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Fact label={translate('reports:console.name')} value={report.user?.name} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Fact label={translate('reports:console.email')} value={report.user?.email} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Fact label={translate('reports:console.contact')} value={report.user?.contact} />
              </Grid>
            </Grid>
            <Fact label={translate('reports:console.title')} value={report.title} />
            <Box sx={{ mt: 1.5 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate('reports:console.message')}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="report-message">
                {report.message}
              </Typography>
            </Box>
            <Box sx={{ mt: 1.5 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate('reports:console.attachments')}
              </Typography>
              {report.attachments.length ? (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {report.attachments.map((file) => (
                    <Button key={file.id} size="small" variant="outlined" startIcon={<AttachFileIcon />} href={`${API_ROOT}${file.url.replace(/^\/api\/admin/, '')}`} target="_blank" rel="noopener">
                      {file.name}
                    </Button>
                  ))}
                </Stack>
              ) : (
                <Typography variant="body2">{translate('reports:console.no_attachments')}</Typography>
              )}
            </Box>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {translate('reports:console.replies')}
            </Typography>
            {report.messages.length ? (
              <Stack spacing={1.5} data-testid="report-replies">
                {report.messages.map((reply) => (
                  <Box key={reply.id} component="article" sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
                    <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                      {reply.title}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {reply.message}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[reply.author, formatDateTimeKL(reply.created_at), translate(reply.read_by_customer ? 'reports:console.read_by_customer' : 'reports:console.unread_by_customer')]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            ) : (
              <Typography variant="body2">{translate('reports:console.no_replies')}</Typography>
            )}
            <Divider sx={{ my: 2 }} />
            {report.can_reply ? <ReplyForm reportId={report.id} /> : null}
            <Divider sx={{ my: 2 }} />
            <ToggleStatus report={report} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
