import { Stack } from '@mui/material';
import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import { PAYMENT_QUEUES, PAYMENT_STATUS, type PaymentRowJson } from '@iprenew/models/browser';
import { DateTimeField } from '../common/fields';
import { COMMERCE_GRID_SX, CommerceList } from './CommerceList';
import { PaymentStatusChip } from './PaymentStatusChip';
import { RegenerateInvoiceButton, ReviewButton, UpdateToSuccessButton } from './PaymentActions';
import { MarkRefundedButton, RefundChip } from './RefundActions';
import { SlipLink } from './SlipPreview';
import { ChoiceFilter, SearchFilter } from './filters';

const STATUS_CHOICES = [PAYMENT_STATUS.FAIL, PAYMENT_STATUS.SUCCESS, PAYMENT_STATUS.PENDING].map((id) => [id, `enums:paymentStatus.${id}`] as const);
/** The work queues beside ORD-71's status filter: slips to review, charges to refund (ADR 016). */
const QUEUE_CHOICES = PAYMENT_QUEUES.map((id) => [id, `payments:console.queue_${id}`] as const);
const filters = [
  <SearchFilter key="q" source="q" placeholderKey="payments:console.search_reference" alwaysOn minWidth={180} />,
  <ChoiceFilter key="status" source="status" labelKey="payments:console.status_filter" choices={STATUS_CHOICES} emptyKey="payments:console.all" alwaysOn />,
  <ChoiceFilter key="queue" source="queue" labelKey="payments:console.queue_filter" choices={QUEUE_CHOICES} emptyKey="payments:console.all" alwaysOn minWidth={190} />,
];

/** Fits 1280 px with the menu open: long e-mails wrap, the action buttons wrap under each other. */
const PAYMENT_GRID_SX = { ...COMMERCE_GRID_SX, '& td.column-email': { maxWidth: 190, overflowWrap: 'anywhere' }, '& td.column-created_at': { whiteSpace: 'nowrap' } } as const;

/** Payment list (`payment`, ORD-61..64, ORD-71, ORD-72): reference, status and work-queue filters; Review, Update To Success, Regenerate Invoice, Mark refunded (ADR 016). */
export function PaymentList() {
  const translate = useTranslate();
  return (
    <CommerceList title="payments:console.payments_title" filters={filters} storeKey="payments.list" failKey="payments:retrieve_fail">
      <Datagrid bulkActionButtons={false} size="small" rowClick={false} sx={PAYMENT_GRID_SX}>
        <TextField source="reference" label="payments:console.fields.reference" sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
        <TextField source="email" label="payments:console.fields.email" sortable={false} />
        <FunctionField source="paid_amount" label="payments:console.fields.total" sortable={false} render={(p: PaymentRowJson) => p.total} />
        <FunctionField label="payments:console.fields.method" sortable={false} render={(p: PaymentRowJson) => (p.method ? translate(`enums:paymentMethod.${p.method}`, { _: p.method }) : '')} />
        <FunctionField
          source="status"
          label="payments:console.fields.status"
          render={(p: PaymentRowJson) => (
            <Stack direction="column" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <PaymentStatusChip status={p.display_status} />
              <RefundChip row={p} />
            </Stack>
          )}
        />
        <FunctionField label="payments:console.review_slip" sortable={false} render={(p: PaymentRowJson) => <SlipLink slip={p.slip} />} />
        <DateTimeField source="created_at" label="payments:console.fields.created_at" />
        <FunctionField
          label="payments:console.fields.action"
          sortable={false}
          render={(p: PaymentRowJson) => (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 230 }}>
              <ReviewButton row={p} />
              <UpdateToSuccessButton row={p} />
              <RegenerateInvoiceButton row={p} />
              <MarkRefundedButton row={p} />
            </Stack>
          )}
        />
      </Datagrid>
    </CommerceList>
  );
}
