import { useState } from 'react';
import { InputAdornment, Stack, TextField as MuiTextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CreateButton, Datagrid, EditButton, FunctionField, TextField, TopToolbar, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { BROADCAST_STATUS_FILTER_ALL, PUBLISH_STATUS, type BroadcastJson } from '@iprenew/models/browser';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { DateTimeField } from '../common/fields';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { ChoiceFilter } from '../payments/filters';
import { BroadcastProgress, BroadcastStatusChips } from './BroadcastStatus';
import { DuplicateButton } from './DuplicateButton';

// ADM-56: 2 all (the empty choice), 1 Active, 0 Inactive.
const STATUS_CHOICES = [
  [PUBLISH_STATUS.ACTIVE, 'broadcasts:console.status.active'],
  [PUBLISH_STATUS.INACTIVE, 'broadcasts:console.status.inactive'],
] as const;
const filters = [
  <ChoiceFilter
    key="status"
    source="status"
    labelKey="broadcasts:console.status_filter"
    choices={STATUS_CHOICES}
    emptyKey="broadcasts:console.status.all"
    emptyValue={BROADCAST_STATUS_FILTER_ALL}
    alwaysOn
  />,
];

/** ADM-56: the title search applies on Enter (not while typing). */
function SearchOnEnter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState(typeof filterValues.q === 'string' ? filterValues.q : '');
  return (
    <MuiTextField
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        const q = text.trim();
        const { q: _old, ...rest } = filterValues;
        setFilters(q ? { ...rest, q } : rest);
      }}
      placeholder={translate('broadcasts:console.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('broadcasts:console.search'), maxLength: 100 }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      sx={{ minWidth: 240 }}
    />
  );
}

/** ADM-57: Delete after 'Are you sure you want to delete this email?' — only while nothing was sent (G-09). */
function DeleteBroadcast() {
  const broadcast = useRecordContext<BroadcastJson>();
  if (!broadcast?.can_delete) return null;
  return (
    <ConfirmDeleteButton
      confirmTitle="broadcasts:console.delete_title"
      confirmContent="broadcasts:console.delete_content"
      successKey="broadcasts:delete_success"
      failKey="broadcasts:delete_fail"
    />
  );
}

function RowActions() {
  const broadcast = useRecordContext<BroadcastJson>();
  if (!broadcast) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {/* A sent broadcast opens read-only in the same screen (G-09). */}
      {broadcast.can_edit ? <EditButton /> : <EditButton label="ra.action.show" icon={<VisibilityIcon />} />}
      <DuplicateButton />
      <DeleteBroadcast />
    </Stack>
  );
}

const GRID_SX = { ...COMMERCE_GRID_SX, '& td': { verticalAlign: 'middle' } } as const;

/** Email List (`email`, ADM-56, ADM-57, G-09): status filter, search on Enter, Create; title, publish date, created at, status, progress. */
export function EmailList() {
  return (
    <CommerceList
      title="broadcasts:console.list_title"
      filters={filters}
      filterDefaultValues={{ status: BROADCAST_STATUS_FILTER_ALL }}
      storeKey="emails.list"
      failKey="broadcasts:list_fail"
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <SearchOnEnter />
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} size="small" rowClick={false} sx={GRID_SX}>
        <TextField source="title" label="broadcasts:console.fields.title" sx={{ fontWeight: 600 }} />
        {/* ADM-62: yyyy-MM-dd HH:mm, Kuala Lumpur, as stored. */}
        <TextField source="publish_date" label="broadcasts:console.fields.publish_date" sx={{ whiteSpace: 'nowrap' }} />
        <DateTimeField source="created_at" label="broadcasts:console.fields.created_at" />
        <FunctionField source="status" label="broadcasts:console.fields.status" render={(b: BroadcastJson) => <BroadcastStatusChips broadcast={b} />} />
        <FunctionField label="broadcasts:console.fields.progress" sortable={false} render={(b: BroadcastJson) => <BroadcastProgress broadcast={b} />} />
        <FunctionField label="broadcasts:console.fields.action" render={() => <RowActions />} />
      </Datagrid>
    </CommerceList>
  );
}
