import { Box, Chip, Typography } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, type ProductListRowJson } from '@iprenew/models/browser';
import { SearchFilter } from '../common/filters';
import { ListPagination } from '../common/ListPagination';
import { DateTimeField } from '../common/fields';
import { useUserListError } from '../common/useListError';
import { ProductStatusChip, SoldChips } from './ProductChips';
import { useCountryName } from '../configuration/useCountryChoices';

function StatusFilter({ alwaysOn: _alwaysOn }: { alwaysOn?: boolean; source?: string }) {
  const translate = useTranslate();
  return (
    <SelectInput
      source="is_active"
      label="products:fields.status"
      emptyText="products:list.all_statuses"
      choices={[
        { id: 'true', name: translate('products:status.active') },
        { id: 'false', name: translate('products:status.inactive') },
      ]}
      translateChoice={false}
      sx={{ minWidth: 180 }}
    />
  );
}

const filters = [<SearchFilter key="q" source="q" placeholderKey="products:list.search" minWidth={280} alwaysOn />, <StatusFilter key="is_active" source="is_active" alwaysOn />];

function AgentCell({ row }: { row: ProductListRowJson }) {
  const translate = useTranslate();
  if (!row.default_agent) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('products:list.no_agent')}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="body2">{row.default_agent.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {row.default_agent.email}
      </Typography>
    </Box>
  );
}

/** Product list (`product`, CAT-14, SYS-8..11): country, status, default agent, services on sale. */
export function ProductList() {
  const onError = useUserListError();
  const countryOf = useCountryName();
  return (
    <List
      queryOptions={{ onError }}
      title="products:list.title"
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'country.name', order: 'ASC' }}
      pagination={<ListPagination />}
      actions={
        <TopToolbar>
          <CreateButton label="products:list.add_new" />
        </TopToolbar>
      }
      storeKey="products.list"
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} size="small">
        <TextField source="id" label="products:fields.id" />
        <FunctionField
          source="country.name"
          label="products:fields.country"
          render={(row: ProductListRowJson) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Chip size="small" variant="outlined" label={row.country?.iso2 ?? '?'} sx={{ fontFamily: 'monospace', minWidth: 40 }} />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {countryOf(row.country?.name, row.country?.iso2)}
              </Typography>
            </Box>
          )}
        />
        <FunctionField source="is_active" label="products:fields.status" render={(row: ProductListRowJson) => <ProductStatusChip active={row.is_active} />} />
        <FunctionField source="default_agent_id" label="products:fields.default_agent" sortable={false} render={(row: ProductListRowJson) => <AgentCell row={row} />} />
        <FunctionField label="products:fields.services_sold" sortable={false} render={(row: ProductListRowJson) => <SoldChips sold={row.services_sold} />} />
        <DateTimeField source="updated_at" label="products:fields.updated_at" />
      </Datagrid>
    </List>
  );
}
