import { Stack, Typography } from '@mui/material';
import { Button, ListButton, Show, TopToolbar, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SearchRequestDetailJson } from '@iprenew/models/browser';
import { useDateTimeKL } from '../common/format';
import { useLoadFailure } from '../common/useLoadFailure';
import { AgentDetail, ApplicationSummary, ClassificationsTable, HistoryList } from '../applications/ApplicationDetail';
import { FileDownload, FilesCard } from '../applications/FilesCard';
import { Item, Section } from '../applications/parts';

function SearchTitle() {
  const translate = useTranslate();
  const search = useRecordContext<SearchRequestDetailJson>();
  return <>{search ? translate('console-applications:console.search_title', { reference: search.reference }) : ''}</>;
}

/** The agent's search report (the Report Ready file), with its Download. */
function Report({ search }: { search: SearchRequestDetailJson }) {
  const translate = useTranslate();
  const formatTime = useDateTimeKL();
  return (
    <Section title="console-applications:console.report" testId="search-report">
      {search.report ? (
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Item label={translate('console-applications:console.files')}>{search.report.filename}</Item>
          <Item label={translate('console-applications:console.created_at')}>{formatTime(search.report.created_at)}</Item>
          <FileDownload applicationId={search.id} file={search.report} />
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('console-applications:console.report_none')}</Typography>
      )}
    </Section>
  );
}

/** The staff actions live on the application's own page (assign, reassign, cancel). */
function OpenApplication() {
  const search = useRecordContext<SearchRequestDetailJson>();
  const createPath = useCreatePath();
  if (!search) return null;
  return <Button component={Link} to={createPath({ resource: 'applications', id: search.id, type: 'show' })} label="console-applications:console.open_application" />;
}

function Detail() {
  const search = useRecordContext<SearchRequestDetailJson>();
  if (!search || search.history === undefined) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <ApplicationSummary application={search} />
      <ClassificationsTable application={search} />
      <Report search={search} />
      <AgentDetail application={search} />
      <HistoryList application={search} />
      <FilesCard application={search} />
    </Stack>
  );
}

/** `search/{id}` (ADM-39, ACL-26): one search request with its classifications, the agent's report and every file (downloads, G-45). */
export function SearchShow() {
  const loadFailure = useLoadFailure('console-applications:retrieve_fail', 'searches');
  return (
    <Show
      title={<SearchTitle />}
      actions={
        <TopToolbar>
          <OpenApplication />
          <ListButton />
        </TopToolbar>
      }
      queryOptions={loadFailure}
    >
      <Detail />
    </Show>
  );
}
