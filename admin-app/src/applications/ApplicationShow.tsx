import { Stack } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ApplicationDetailJson } from '@iprenew/models/browser';
import { useLoadFailure } from '../common/useLoadFailure';
import { AgentDetail, ApplicationSummary, ClassificationsTable, HistoryList } from './ApplicationDetail';
import { AssignButton } from './AssignDialog';
import { CancelButton } from './CancelDialog';
import { EditButton } from './EditDialog';
import { FilesCard } from './FilesCard';
import { Item, Section } from './parts';

function ApplicationTitle() {
  const translate = useTranslate();
  const application = useRecordContext<ApplicationDetailJson>();
  return <>{application ? translate('console-applications:console.application_title', { reference: application.reference }) : ''}</>;
}

/** The staff actions the server allows now (can_update / can_assign / can_reassign / can_cancel). */
function StaffActions() {
  const application = useRecordContext<ApplicationDetailJson>();
  // The list row is shown first (react-admin's placeholder) while the full application loads.
  if (!application || application.history === undefined) return null;
  return (
    <Stack direction="row" spacing={1}>
      <EditButton application={application} />
      <AssignButton application={application} />
      <CancelButton application={application} />
    </Stack>
  );
}

function Detail() {
  const translate = useTranslate();
  const application = useRecordContext<ApplicationDetailJson>();
  if (!application || application.history === undefined) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <ApplicationSummary application={application} />
      <AgentDetail application={application} />
      <Section title="console-applications:console.step_actions">
        <Item label="">{application.step_actions.length ? application.step_actions.map((a) => translate(`enums:frontendRule.${a}`, { _: a })).join(', ') : translate('console-applications:console.step_actions_none')}</Item>
      </Section>
      <HistoryList application={application} />
      {application.classifications.length ? <ClassificationsTable application={application} /> : null}
      <FilesCard application={application} />
    </Stack>
  );
}

/** `application/:id` for SA and AD (ACL-45 ⚑AMB-32): the application, the agent's detail, the history job list (G-46), the files with their downloads (G-45), edit (G-18), assign / reassign / cancel. */
export function ApplicationShow() {
  const loadFailure = useLoadFailure('console-applications:retrieve_fail', 'applications');
  return (
    <Show
      title={<ApplicationTitle />}
      actions={
        <TopToolbar>
          <StaffActions />
          <ListButton />
        </TopToolbar>
      }
      queryOptions={loadFailure}
    >
      <Detail />
    </Show>
  );
}
