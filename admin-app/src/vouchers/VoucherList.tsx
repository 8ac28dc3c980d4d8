import { Stack } from '@mui/material';
import { CreateButton, Datagrid, EditButton, FunctionField, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { VOUCHER_STATUS, VOUCHER_STATUS_FILTER_ALL, type VoucherJson } from '@iprenew/models/browser';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { DateTimeField } from '../common/fields';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { ChoiceFilter, SearchFilter } from '../payments/filters';
import { VoucherStatusChip, voucherValueText } from './VoucherStatus';

// ADM-40: 2 all (the empty choice), 0 Available, 1 Used, 3 Expired.
const STATUS_CHOICES = [VOUCHER_STATUS.AVAILABLE, VOUCHER_STATUS.USED, VOUCHER_STATUS.EXPIRED].map((id) => [id, `enums:voucherStatus.${id}`] as const);
const filters = [
  <SearchFilter key="q" source="q" placeholderKey="vouchers:console.search" alwaysOn />,
  <ChoiceFilter
    key="status"
    source="status"
    labelKey="vouchers:console.status_filter"
    choices={STATUS_CHOICES}
    emptyKey={`enums:voucherStatus.${VOUCHER_STATUS_FILTER_ALL}`}
    emptyValue={VOUCHER_STATUS_FILTER_ALL}
    alwaysOn
  />,
];

/** ADM-49: Delete after a confirmation. A voucher an order used is refused by the server with its own message. */
function DeleteVoucher() {
  const voucher = useRecordContext<VoucherJson>();
  if (!voucher) return null;
  return (
    <ConfirmDeleteButton
      confirmTitle="vouchers:console.delete_title"
      confirmContent="vouchers:console.delete_content"
      translateOptions={{ code: voucher.code }}
      successKey="vouchers:delete_success"
      failKey="vouchers:submit_fail"
    />
  );
}

const GRID_SX = { ...COMMERCE_GRID_SX, '& td': { whiteSpace: 'nowrap', verticalAlign: 'middle' } } as const;

/** Voucher list (`voucher`, ADM-40..42): Create, per page, status filter, search, Edit, Delete with confirmation. */
export function VoucherList() {
  const translate = useTranslate();
  return (
    <CommerceList
      title="vouchers:console.list_title"
      filters={filters}
      filterDefaultValues={{ status: VOUCHER_STATUS_FILTER_ALL }}
      storeKey="vouchers.list"
      failKey="vouchers:retrieve_fail"
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} size="small" rowClick={false} sx={GRID_SX}>
        <TextField source="code" label="vouchers:console.fields.code" sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
        <FunctionField source="type" label="vouchers:console.fields.type" render={(v: VoucherJson) => translate(`enums:voucherType.${v.type}`, { _: v.type })} />
        <FunctionField source="value" label="vouchers:console.fields.value" render={(v: VoucherJson) => voucherValueText(v)} />
        {/* I18N-13, ADM-43: the due date reads yyyy-MM-dd, as stored. */}
        <TextField source="due_date" label="vouchers:console.fields.due_date" />
        <FunctionField
          source="quantity"
          label="vouchers:console.fields.quantity"
          render={(v: VoucherJson) => (v.quantity === null ? translate('vouchers:console.unlimited') : v.quantity)}
        />
        <TextField source="amount_used" label="vouchers:console.fields.amount_used" />
        <FunctionField label="vouchers:console.fields.status" sortable={false} render={(v: VoucherJson) => <VoucherStatusChip voucher={v} />} />
        <DateTimeField source="created_at" label="vouchers:console.fields.created_at" />
        <FunctionField
          label="vouchers:console.fields.action"
          render={() => (
            <Stack direction="row" spacing={0.5}>
              <EditButton />
              <DeleteVoucher />
            </Stack>
          )}
        />
      </Datagrid>
    </CommerceList>
  );
}
