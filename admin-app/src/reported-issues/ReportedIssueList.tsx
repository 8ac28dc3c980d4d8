import { Box, Chip } from '@mui/material';
import { Datagrid, FunctionField, TextField as TextColumn, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/fields';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { ChoiceFilter, SearchFilter } from '../payments/filters';
import type { ReportedIssueRow } from './types';

const filters = [
  // ⚑AMB-07: the ticket filter is 1 Pending, 2 Solved.
  <ChoiceFilter key="status" source="status" labelKey="reports:console.ticket" choices={[[1, 'reports:status.Pending'], [2, 'reports:status.Solved']]} emptyKey="reports:console.all" alwaysOn />,
  <SearchFilter key="q" source="q" placeholderKey="reports:console.search" alwaysOn />,
];

/** ADM-71: the unread dot while the super admin has not opened the report. */
function Reference({ row }: { row: ReportedIssueRow }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontFamily: 'monospace', fontWeight: 600 }}>
      {row.is_read ? null : <Box component="span" role="img" aria-label={translate('reports:console.unread')} data-unread sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', flex: 'none' }} />}
      {row.ref_code}
    </Box>
  );
}

/**
 * Feedback Form List (`reported-issue`, ADM-71..73, ACL-13/38: super admin): reference (with the
 * unread dot), title, reporter, status and date, newest first; the ticket filter 1 Pending / 2 Solved
 * and a search; View (a row) opens the detail, which marks it read.
 */
export function ReportedIssueList() {
  const translate = useTranslate();
  return (
    <CommerceList title="reports:console.list_title" filters={filters} storeKey="reported-issues.list" failKey="reports:console.retrieve_fail">
      <Datagrid bulkActionButtons={false} size="small" rowClick="show" sx={COMMERCE_GRID_SX}>
        <FunctionField label="reports:console.reference" sortable={false} render={(row: ReportedIssueRow) => <Reference row={row} />} />
        <TextColumn source="title" label="reports:console.title" sortable={false} sx={{ overflowWrap: 'anywhere' }} />
        <FunctionField label="reports:console.reporter" sortable={false} render={(row: ReportedIssueRow) => row.user?.name ?? ''} />
        <FunctionField
          label="reports:console.status"
          sortable={false}
          render={(row: ReportedIssueRow) => <Chip size="small" color={row.status === 'Solved' ? 'success' : 'warning'} label={translate(`reports:status.${row.status}`)} />}
        />
        <DateTimeField source="created_at" label="reports:console.date" />
      </Datagrid>
    </CommerceList>
  );
}
