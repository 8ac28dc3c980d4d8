import { Alert, Box, Button, Card, CardActions, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useBasename, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDateTimeKL } from '../common/format';
import { RouteGate } from '../configuration/RouteGate';
import { SettlementAmounts } from './SettlementAmounts';
import type { SettlementRow } from './settlementApi';
import { ProofButtons } from './ValidationActions';

interface SettlementDetail extends SettlementRow {
  application_status_id: number | null;
  validation_remarks: string | null;
  paid_at: string | null;
  agent_bank: { bank_name: string | null; bank_acc: string | null; meps_code: string | null } | null;
  payout: { id: number; created_at: string | null; channel: string; amount: string; message: string | null; file_href: string | null; paid_by: string | null } | null;
}

/** Where Back goes: the list the detail was opened from (SET-23: Pending Paypal by default). */
const BACK: Record<string, [string, string]> = {
  history: ['/settlements/history', 'admin:menu.settlement_history'],
  summary: ['/settlements/summary', 'admin:menu.settlement_summary'],
  settle: ['/settlements/pending/settle', 'admin:menu.settlement_pending_settle'],
  paypal: ['/settlements/pending/paypal', 'admin:menu.settlement_pending_paypal'],
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Settlement detail (`settlement/view/:id`, SET-23, G-71; SA/AD/AC): the application (reference and
 * status), the agent with the bank details that route the payout (G-05), the amounts, the proof status
 * and proofs, the validation remarks and — once paid — the payout: date, channel, amount, who paid,
 * the message and the payout file. Back returns to the list it was opened from.
 */
export function SettlementShow() {
  const translate = useTranslate();
  const formatDateTimeKL = useDateTimeKL();
  const basename = useBasename();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const [backPath, backLabel] = BACK[search.get('from') ?? ''] ?? BACK.paypal!;
  const { data: row, isPending, error } = useGetOne<SettlementDetail>('settlements', { id: Number(id) }, { retry: false });
  return (
    <RouteGate routeKey="console.settlements.view">
      <Title title={translate('settlements:console.detail_title')} />
      <Stack spacing={2} sx={{ mt: 2, maxWidth: 760 }}>
        <Box>
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(`${basename}${backPath}`)}>
            {translate('settlements:console.back_to', { list: translate(backLabel) })}
          </Button>
        </Box>
        {error ? (
          <Alert severity="error">{translate('settlements:console.status_error')}</Alert>
        ) : isPending || !row ? (
          <Skeleton variant="rounded" height={320} />
        ) : (
          <Card elevation={0} sx={{ border: 1, borderColor: 'divider' }} data-settlement={row.id}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {row.reference}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-proof-status>
                {translate(row.proof_status_key)}
                {row.application_status_id ? ` · ${translate(`enums:applicationStatusLabel.${row.application_status_id}`)}` : ''}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
                <Field label={translate('settlements:console.agent')}>
                  {row.agent_name} · {row.agent_email}
                </Field>
                <Field label={translate('settlements:console.route')}>
                  {row.route ? translate(`settlements:console.channel_${row.route}`) : '—'}
                  {row.agent_bank?.bank_name ? ` · ${row.agent_bank.bank_name} ${row.agent_bank.bank_acc ?? ''}` : ''}
                </Field>
                <Field label={translate('settlements:console.request_date')}>{formatDateTimeKL(row.validation_uploaded_at) || '—'}</Field>
                {row.validation_remarks ? <Field label={translate('settlements:console.remarks')}>{row.validation_remarks}</Field> : null}
              </Box>
              <SettlementAmounts row={row} />
              {row.payout ? (
                <>
                  <Divider sx={{ my: 2 }} />
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    {translate('settlements:console.payout')}
                  </Typography>
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} data-payout={row.payout.id}>
                    <Field label={translate('settlements:console.paid_at')}>{formatDateTimeKL(row.payout.created_at)}</Field>
                    <Field label={translate('settlements:console.channel')}>{translate(`settlements:console.channel_${row.payout.channel}`)}</Field>
                    <Field label={translate('settlements:console.payout_amount')}>RM {row.payout.amount}</Field>
                    <Field label={translate('settlements:console.paid_by')}>{row.payout.paid_by ?? '—'}</Field>
                    <Field label={translate('settlements:console.message')}>{row.payout.message ?? '—'}</Field>
                  </Box>
                </>
              ) : null}
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
              <ProofButtons row={row} />
              {row.payout?.file_href ? (
                <Button size="small" variant="outlined" href={row.payout.file_href} target="_blank" rel="noopener">
                  {translate('settlements:console.view_payout_file')}
                </Button>
              ) : null}
            </CardActions>
          </Card>
        )}
      </Stack>
    </RouteGate>
  );
}
