import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useBasename, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useDateTimeKL } from '../common/format';
import { RouteGate } from '../configuration/RouteGate';
import { PayDialog } from './PayDialog';
import { PaypalPayoutButtons, PaypalPayoutState } from './PaypalPayoutActions';
import { SettlementAmounts } from './SettlementAmounts';
import type { SettlementRow } from './settlementApi';
import { ProofButtons } from './ValidationActions';

/**
 * Pending Paypal Details (`pending/paypal/:id`, SET-22, SET-23, G-05): the settlement's application,
 * agent and amounts with the PayPal cost deducted, its proofs, and the proof-upload modal that pays it
 * through PayPal (a file and/or a message, as Set To Paid); where payout credentials are configured,
 * Send via PayPal and Check status (ADR 055). Back returns to the Pending Paypal list.
 */
export function PendingPaypalShow() {
  const translate = useTranslate();
  const formatDateTimeKL = useDateTimeKL();
  const basename = useBasename();
  const navigate = useNavigate();
  const { id } = useParams();
  const [open, setOpen] = useState(false);
  const { data: row, isPending, error } = useGetOne<SettlementRow>('settlements-pending-paypal', { id: Number(id) }, { retry: false });
  const back = () => navigate(`${basename}/settlements/pending/paypal`);
  return (
    <RouteGate routeKey="console.settlements.pending-paypal.show">
      <Title title={translate('settlements:console.paypal_detail_title')} />
      <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
        <Box>
          <Button startIcon={<ArrowBackIcon />} onClick={back}>
            {translate('settlements:console.back_to_paypal')}
          </Button>
        </Box>
        {error ? (
          <Alert severity="error">{translate('settlements:console.status_error')}</Alert>
        ) : isPending || !row ? (
          <Skeleton variant="rounded" height={280} />
        ) : (
          <Card elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {row.reference}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate(row.proof_status_key)} · {translate('settlements:console.request_date')}: {formatDateTimeKL(row.validation_uploaded_at)}
              </Typography>
              <Typography variant="subtitle2">{translate('settlements:console.agent')}</Typography>
              <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
                {row.agent_name} · {row.agent_email}
              </Typography>
              <Typography variant="subtitle2">{translate('settlements:paypal.receiver')}</Typography>
              <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }} data-testid="paypal-receiver">
                {row.paypal_receiver}
              </Typography>
              <SettlementAmounts row={row} />
              <PaypalPayoutState row={row} />
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
              <ProofButtons row={row} />
              <PaypalPayoutButtons row={row} />
              {row.can_pay ? (
                <Button variant="contained" onClick={() => setOpen(true)}>
                  {translate('settlements:console.upload_payout_proof')}
                </Button>
              ) : null}
            </CardActions>
          </Card>
        )}
      </Stack>
      {row ? (
        <PayDialog
          open={open}
          onClose={() => setOpen(false)}
          onPaid={() => {
            setOpen(false);
            back();
          }}
          agentId={row.agent_id}
          ids={[row.id]}
          channel="paypal"
          title={translate('settlements:console.upload_payout_proof')}
          summary={translate('settlements:console.paypal_pay_summary', { reference: row.reference ?? '', amount: row.net_total })}
        />
      ) : null}
    </RouteGate>
  );
}
