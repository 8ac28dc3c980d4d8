import { Box, Chip, Tooltip } from '@mui/material';
import { Datagrid, FunctionField, TextField as TextColumn, useTranslate } from 'react-admin';
import type { AuditMailRow } from '@iprenew/models/browser';
import { RemoteChoiceFilter } from '../common/RemoteChoiceFilter';
import { DateTimeField } from '../common/fields';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { ChoiceFilter, SearchFilter } from '../payments/filters';
import { ResendButton } from './ResendButton';

const filters = [
  <RemoteChoiceFilter<{ id: string; name: string }> key="type" source="type" label="admin:audit_mails.filter_type" path="/audit-mails/types" emptyKey="admin:audit_mails.all" optionText={(type) => type.name} alwaysOn />,
  <ChoiceFilter key="status" source="status" labelKey="admin:audit_mails.filter_status" choices={[[1, 'admin:audit_mails.delivered'], [2, 'admin:audit_mails.failed']]} emptyKey="admin:audit_mails.all" alwaysOn />,
  <SearchFilter key="q" source="q" placeholderKey="admin:audit_mails.search" alwaysOn />,
];

/** ADM-80: delivered or failed (status 1 delivered, otherwise failed), the failure's reason on hover. */
function Status({ row }: { row: AuditMailRow }) {
  const translate = useTranslate();
  const chip = <Chip size="small" color={row.delivered ? 'success' : 'error'} label={translate(row.delivered ? 'admin:audit_mails.delivered' : 'admin:audit_mails.failed')} />;
  return row.error && !row.delivered ? (
    <Tooltip title={`${translate('admin:audit_mails.error')}: ${row.error}`}>
      <Box component="span">{chip}</Box>
    </Tooltip>
  ) : (
    chip
  );
}

/**
 * Audit Mails (`auditmails`, ADM-80/81, ACL-41, ACL-54; SA/AD, ADR 057): every e-mail the portal sent —
 * reference, recipient, subject, status, its type by a human label and the date, newest first;
 * filtered by type and status and searched by reference or recipient. Super admins resend.
 */
export function AuditMailList() {
  const translate = useTranslate();
  return (
    <CommerceList title="admin:audit_mails.title" filters={filters} storeKey="audit-mails.list" failKey="admin:audit_mails.retrieve_fail">
      <Datagrid bulkActionButtons={false} size="small" rowClick={false} sx={COMMERCE_GRID_SX}>
        <TextColumn source="reference" label="admin:audit_mails.reference" sortable={false} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} />
        <TextColumn source="user_email" label="admin:audit_mails.email" sortable={false} sx={{ overflowWrap: 'anywhere' }} />
        <TextColumn source="subject" label="admin:audit_mails.subject" sortable={false} sx={{ overflowWrap: 'anywhere' }} />
        <FunctionField label="admin:audit_mails.status" sortable={false} render={(row: AuditMailRow) => <Status row={row} />} />
        <FunctionField
          label="admin:audit_mails.type"
          sortable={false}
          render={(row: AuditMailRow) => (row.type_label_key ? translate(row.type_label_key, { _: row.mailable_type ?? '' }) : '—')}
        />
        <DateTimeField source="created_at" label="admin:audit_mails.date" />
        <FunctionField label={false} sortable={false} render={(row: AuditMailRow) => <ResendButton row={row} />} />
      </Datagrid>
    </CommerceList>
  );
}
