import { Datagrid, FunctionField, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { ApplicationRowJson } from '@iprenew/models/browser';
import { ExportButton } from '../common/ExportButton';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { applicationFilters } from './filters';
import { ApplicationStatusChip, IpCell } from './parts';

/** Short columns (service, type, agent, status, dates) on one line; the IP name and e-mail wrap. A row opens its show page. */
const GRID_SX = { ...COMMERCE_GRID_SX, '& th, & td.column-service_id, & td.column-type_id, & td.column-status_id, & td.column-agent_id, & td.column-application_date': { whiteSpace: 'nowrap' } } as const;

/** The columns of the application and search-request lists. */
export function ApplicationGrid({ withService }: { withService: boolean }) {
  const translate = useTranslate();
  const f = (key: string) => `console-applications:console.${key}`;
  return (
    <Datagrid bulkActionButtons={false} size="small" rowClick="show" sx={GRID_SX}>
      <TextField source="reference" label={f('reference')} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
      {withService ? <FunctionField source="service_id" label={f('service')} render={(r: ApplicationRowJson) => translate(`enums:service.${r.service_id}`)} /> : null}
      <FunctionField source="type_id" label={f('type')} sortable={false} render={(r: ApplicationRowJson) => translate(`enums:ipType.${r.type_id}`)} />
      <FunctionField label={f('ip_name')} sortable={false} render={(r: ApplicationRowJson) => <IpCell row={r} />} />
      <FunctionField label={f('customer')} sortable={false} render={(r: ApplicationRowJson) => r.customer?.email ?? '—'} />
      <FunctionField source="agent_id" label={f('agent')} sortable={false} render={(r: ApplicationRowJson) => r.agent?.name ?? translate(f('no_agent'))} />
      <FunctionField source="status_id" label={f('status')} render={(r: ApplicationRowJson) => <ApplicationStatusChip row={r} />} />
      <TextField source="application_date" label={f('application_date')} />
    </Datagrid>
  );
}

/** Applications (all) — `application/all`, ADM-31..33, ACL-27, G-46 (status Completed + agent = the history job list). */
export function ApplicationList() {
  return (
    <CommerceList
      title="console-applications:console.applications_title"
      filters={applicationFilters(true)}
      storeKey="applications.list"
      failKey="console-applications:list_fail"
      actions={
        <TopToolbar>
          <ExportButton type="applications" />
        </TopToolbar>
      }
    >
      <ApplicationGrid withService />
    </CommerceList>
  );
}
