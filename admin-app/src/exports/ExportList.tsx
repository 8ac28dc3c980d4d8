import { Chip, Link } from '@mui/material';
import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import { EXPORT_STATUSES, type ExportRowJson } from '@iprenew/models/browser';
import { DateTimeField } from '../common/fields';
import { CommerceList } from '../payments/CommerceList';
import { ChoiceFilter, SearchFilter } from '../payments/filters';

const STATUS_CHOICES = EXPORT_STATUSES.map((id) => [id, `ip-records:exports.statuses.${id}`] as const);
const filters = [
  <SearchFilter key="q" source="q" placeholderKey="ip-records:exports.search" alwaysOn />,
  <ChoiceFilter key="status" source="status" labelKey="ip-records:exports.status" choices={STATUS_CHOICES} emptyKey="payments:console.all" alwaysOn />,
];

/** The export list (`export`, G-10, MSG-16): file name, type, created by, created at, status; Download once it succeeded, until its file is purged after 30 days (expired, ADR 037). */
export function ExportList() {
  const translate = useTranslate();
  return (
    <CommerceList title="ip-records:exports.title" filters={filters} storeKey="exports.list" failKey="ip-records:exports.read_fail">
      <Datagrid bulkActionButtons={false} size="small" rowClick={false}>
        <TextField source="filename" label="ip-records:exports.filename" sx={{ fontFamily: 'monospace' }} />
        <FunctionField source="type" label="ip-records:exports.type" render={(r: ExportRowJson) => translate(`ip-records:exports.types.${r.type}`, { _: r.type })} />
        <FunctionField label="ip-records:exports.created_by" sortable={false} render={(r: ExportRowJson) => r.created_by?.email ?? ''} />
        <DateTimeField source="created_at" label="ip-records:exports.created_at" />
        <FunctionField
          source="status"
          label="ip-records:exports.status"
          render={(r: ExportRowJson) => (
            <Chip size="small" label={translate(`ip-records:exports.statuses.${r.status}`)} color={r.status === 'success' ? 'success' : r.status === 'fail' ? 'error' : 'default'} />
          )}
        />
        <FunctionField
          label="ip-records:exports.download"
          sortable={false}
          render={(r: ExportRowJson) =>
            r.can_download && r.download_url ? (
              <Link href={r.download_url} download={r.filename} underline="hover">
                {translate('ip-records:exports.download')}
              </Link>
            ) : null
          }
        />
      </Datagrid>
    </CommerceList>
  );
}
