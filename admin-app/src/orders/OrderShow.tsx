import { Box, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useLoadFailure } from '../common/useLoadFailure';
import { type OrderDetailJson } from '@iprenew/models/browser';
import { useDateTimeKL } from '../common/format';
import { useCountryName } from '../configuration/useCountryChoices';
import { PaymentStatusChip } from '../payments/PaymentStatusChip';
import { SlipLink } from '../payments/SlipPreview';

const Item = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ minWidth: 140 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  </Box>
);

function OrderDetail() {
  const formatListTime = useDateTimeKL();
  const countryOf = useCountryName();
  const order = useRecordContext<OrderDetailJson>();
  const translate = useTranslate();
  if (!order) return null;
  const f = (key: string) => translate(`payments:console.fields.${key}`);
  // The list row is shown first (react-admin's placeholder) while the full order loads.
  const items = order.items ?? [];
  const slips = order.slips ?? [];
  const settlements = order.settlements ?? [];
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Item label={f('reference')}>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {order.reference}
          </Box>
        </Item>
        <Item label={f('email')}>{order.email}</Item>
        <Item label={f('created_at')}>{formatListTime(order.created_at)}</Item>
        <Item label={f('method')}>{translate(`enums:paymentMethod.${order.payment_method}`, { _: order.payment_method })}</Item>
        <Item label={f('order_status')}>{translate(`enums:orderStatus.${order.status}`)}</Item>
        <Item label={f('display_status')}>
          <PaymentStatusChip status={order.payment_status} />
        </Item>
      </Stack>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Item label={f('fee')}>{order.fee}</Item>
        <Item label={f('discount')}>
          {order.discount_amount}
          {order.voucher_code ? <Chip size="small" label={order.voucher_code} sx={{ ml: 1, fontFamily: 'monospace' }} /> : null}
        </Item>
        <Item label={f('total')}>{order.total}</Item>
        <Item label={f('paid_amount')}>{order.paid_amount}</Item>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {translate('payments:console.lines')}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{f('service')}</TableCell>
                <TableCell>{f('type')}</TableCell>
                <TableCell>{f('country')}</TableCell>
                <TableCell>{f('numbers')}</TableCell>
                <TableCell>{f('name')}</TableCell>
                <TableCell>{f('application')}</TableCell>
                <TableCell align="right">{f('fee')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{translate(`enums:service.${item.service_id}`)}</TableCell>
                  <TableCell>{translate(`enums:ipType.${item.type_id}`)}</TableCell>
                  <TableCell>{countryOf(item.country, item.country_iso2)}</TableCell>
                  <TableCell>{[item.filing_no, item.application_no, item.grant_no].filter(Boolean).join(' / ') || '—'}</TableCell>
                  <TableCell>{item.application_name ?? '—'}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{item.application_reference ?? '—'}</TableCell>
                  <TableCell align="right">{item.fee}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {translate('payments:console.payment')}
          </Typography>
          {order.payment ? (
            <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
              <Item label={f('status')}>{translate(`enums:paymentStatus.${order.payment.status}`)}</Item>
              <Item label={f('paypal_ref')}>{order.payment.paypal_ref ?? '—'}</Item>
              <Item label={f('invoice_no')}>{order.payment.invoice_no ?? '—'}</Item>
              <Item label={f('updated_at')}>{formatListTime(order.payment.updated_at)}</Item>
              {order.payment.failure_reason ? <Item label={f('failure_reason')}>{order.payment.failure_reason}</Item> : null}
            </Stack>
          ) : null}
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {translate('payments:console.slips')}
          </Typography>
          {slips.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('payments:console.no_slip')}
            </Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('payments:console.slip_ref_no')}</TableCell>
                  <TableCell>{translate('payments:console.slip_amount')}</TableCell>
                  <TableCell>{f('slip_status')}</TableCell>
                  <TableCell>{f('reject_reason')}</TableCell>
                  <TableCell>{translate('payments:console.slip_submitted_at')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {slips.map((slip) => (
                  <TableRow key={slip.id}>
                    <TableCell>
                      <SlipLink slip={slip} />
                    </TableCell>
                    <TableCell>{slip.amount_paid}</TableCell>
                    <TableCell>{translate(`enums:slipStatus.${slip.status}`)}</TableCell>
                    <TableCell>{slip.reject_reason ?? '—'}</TableCell>
                    <TableCell>{formatListTime(slip.created_at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" data-testid="order-settlements">
        <CardContent>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {translate('settlements:order.title')}
          </Typography>
          {settlements.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('settlements:order.none')}
            </Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('settlements:agent.column.reference')}</TableCell>
                  <TableCell>{translate('settlements:order.agent')}</TableCell>
                  <TableCell>{translate('settlements:agent.column.proof_status')}</TableCell>
                  <TableCell align="right">{translate('settlements:agent.column.total')}</TableCell>
                  <TableCell align="right">{translate('settlements:agent.column.net_total')}</TableCell>
                  <TableCell>{translate('settlements:agent.column.paid_at')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {settlements.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>{s.reference}</TableCell>
                    <TableCell>{s.agent_name ?? '—'}</TableCell>
                    <TableCell>{translate(s.proof_status_key)}</TableCell>
                    <TableCell align="right">{s.total}</TableCell>
                    <TableCell align="right">{s.net_total}</TableCell>
                    <TableCell>{s.is_settled ? formatListTime(s.paid_at) : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

function OrderTitle() {
  const order = useRecordContext<OrderDetailJson>();
  const translate = useTranslate();
  return <span>{order ? translate('payments:console.order_title', { reference: order.reference }) : ''}</span>;
}

/** An order (`order`, ORD-73): its lines, payment, slips and settlements (SET-3). Read only. */
export function OrderShow() {
  const loadFailure = useLoadFailure('payments:retrieve_fail', 'orders');
  return (
    <Show
      title={<OrderTitle />}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      queryOptions={loadFailure}
    >
      <OrderDetail />
    </Show>
  );
}
