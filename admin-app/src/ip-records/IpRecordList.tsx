import { Chip } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, NumberInput, SelectInput, TextField, TopToolbar, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE, IP_TYPE, type IpRecordRowJson } from '@iprenew/models/browser';
import { ListPagination } from '../common/ListPagination';
import { DateTimeField } from '../common/fields';
import { serverMessageOf } from '../common/format';
import { useCountryChoices, useCountryName } from '../configuration/useCountryChoices';
import { ChoiceFilter, SearchFilter } from '../payments/filters';
import { ExportButton } from '../common/ExportButton';

const OUTCOMES = [1, 2, 3].map((id) => [id, `ip-records:outcome.${id}`] as const);
const VISIBILITY = (['active', 'hidden'] as const).map((id) => [id, `ip-records:visibility.${id}`] as const);
const WHITELIST = [
  ['true', 'ip-records:yes'],
  ['false', 'ip-records:no'],
] as const;

function CountryFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const { countries } = useCountryChoices();
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label="ip-records:console.filter_country"
      choices={countries.map((c) => ({ id: c.id, name: c.name }))}
      translateChoice={false}
      emptyText={translate('payments:console.all')}
      sx={{ minWidth: 160 }}
    />
  );
}

function filtersFor(typeId: number) {
  return [
    <SearchFilter key="q" source="q" placeholderKey="ip-records:console.search" alwaysOn minWidth={240} />,
    <ChoiceFilter key="status" source="status" labelKey="ip-records:console.filter_status" choices={OUTCOMES} emptyKey="payments:console.all" alwaysOn />,
    <CountryFilter key="country_id" source="country_id" alwaysOn />,
    ...(typeId === IP_TYPE.TRADEMARK ? [<NumberInput key="multiclass_no" source="multiclass_no" label="ip-records:console.filter_class" min={1} max={45} sx={{ maxWidth: 110 }} />] : []),
    <ChoiceFilter key="visibility" source="visibility" labelKey="ip-records:console.filter_visibility" choices={VISIBILITY} emptyKey="payments:console.all" />,
    <ChoiceFilter key="whitelist" source="whitelist" labelKey="ip-records:console.filter_whitelist" choices={WHITELIST} emptyKey="payments:console.all" />,
    <ChoiceFilter key="renewal_notification" source="renewal_notification" labelKey="ip-records:console.filter_renewal_notification" choices={[['true', 'ip-records:yes']]} emptyKey="payments:console.all" />,
    <DateInput key="date_from" source="date_from" label="ip-records:console.filter_date_from" />,
    <DateInput key="date_to" source="date_to" label="ip-records:console.filter_date_to" />,
  ];
}

const GRID_SX = { '& td, & th': { px: 1 }, '& td': { verticalAlign: 'middle' }, '& td.column-application_name': { minWidth: 140, maxWidth: 220 }, '& td.column-expiry_date, & td.column-created_at': { whiteSpace: 'nowrap' } } as const;

/**
 * The staff trademark or patent list (`trademark`, `patent`, ADM-22..25): filters, paging, sorting and
 * counting on the server (GET /api/admin/ip-records with the list's type), Export (ADM-30); a row
 * opens the record (hidden ones are marked).
 * A failed load shows 'Fail to retrieve list' and no rows.
 */
export function IpRecordList({ typeId }: { typeId: number }) {
  const notify = useNotify();
  const translate = useTranslate();
  const countryName = useCountryName();
  const type = typeId === IP_TYPE.TRADEMARK ? 'trademarks' : 'patents';
  return (
    <List
      resource="ip-records"
      title={`ip-records:console.${type}`}
      filter={{ type_id: typeId }}
      filters={filtersFor(typeId)}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<ListPagination />}
      storeKey={`${type}.list`}
      queryOptions={{ onError: (error: unknown) => notify(serverMessageOf(error) ?? 'ip-records:list_fail', { type: 'error' }) }}
      actions={
        <TopToolbar>
          <ExportButton type={type} />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid bulkActionButtons={false} size="small" rowClick="show" sx={GRID_SX}>
        <TextField source="id" label="ip-records:columns.id" />
        <FunctionField
          source="application_name"
          label="ip-records:columns.application_name"
          render={(r: IpRecordRowJson) => (
            <>
              {r.application_name}
              {r.status === 1 ? null : <Chip size="small" sx={{ ml: 1 }} label={translate('ip-records:visibility.hidden')} />}
            </>
          )}
        />
        {typeId === IP_TYPE.TRADEMARK ? (
          <TextField source="filing_no" label="ip-records:columns.filing_no" />
        ) : (
          <TextField source="application_no" label="ip-records:columns.application_no" />
        )}
        {typeId === IP_TYPE.TRADEMARK ? <TextField source="multiclass_no" label="ip-records:columns.multiclass_no" /> : <TextField source="grant_no" label="ip-records:columns.grant_no" />}
        <FunctionField source="country_id" label="ip-records:columns.country" render={(r: IpRecordRowJson) => countryName(r.country?.name, r.country?.iso2)} />
        <FunctionField label="ip-records:columns.owner" sortable={false} render={(r: IpRecordRowJson) => r.owner?.email ?? ''} sx={{ overflowWrap: 'anywhere' }} />
        <TextField source="expiry_date" label="ip-records:columns.expiry_date" />
        <FunctionField
          label="ip-records:columns.outcome"
          sortable={false}
          render={(r: IpRecordRowJson) => (r.outcome ? <Chip size="small" label={translate(`ip-records:outcome.${r.outcome}`)} color={r.outcome === 1 ? 'success' : r.outcome === 3 ? 'error' : 'default'} /> : '')}
        />
        <DateTimeField source="created_at" label="ip-records:columns.created_at" />
      </Datagrid>
    </List>
  );
}

export const TrademarkList = () => <IpRecordList typeId={IP_TYPE.TRADEMARK} />;
export const PatentList = () => <IpRecordList typeId={IP_TYPE.PATENT} />;
