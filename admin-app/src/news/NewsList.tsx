import { Chip, Stack } from '@mui/material';
import { CreateButton, Datagrid, EditButton, FunctionField, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { NEWS_STATUS_FILTER_ALL, type NewsJson } from '@iprenew/models/browser';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { DateTimeField } from '../common/fields';
import { COMMERCE_GRID_SX, CommerceList } from '../payments/CommerceList';
import { ChoiceFilter, SearchFilter } from '../payments/filters';

// ADM-50: 2 all (the empty choice), 1 Active, 0 Inactive.
const STATUS_CHOICES = [
  [1, 'site:news_admin.console.active'],
  [0, 'site:news_admin.console.inactive'],
] as const;
const filters = [
  <SearchFilter key="q" source="q" placeholderKey="site:news_admin.console.search" alwaysOn />,
  <ChoiceFilter
    key="status"
    source="status"
    labelKey="site:news_admin.console.status_filter"
    choices={STATUS_CHOICES}
    emptyKey="site:news_admin.console.all"
    emptyValue={NEWS_STATUS_FILTER_ALL}
    alwaysOn
  />,
];

/** Active / Inactive, and whether the public site shows the item now (G-51: Active and its publish date reached). */
export function NewsStatusChips({ news }: { news: NewsJson }) {
  const translate = useTranslate();
  const visibility = news.published ? 'published' : news.status === 1 ? 'scheduled' : 'not_public';
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip size="small" color={news.status === 1 ? 'success' : 'default'} label={translate(`site:news_admin.console.${news.status === 1 ? 'active' : 'inactive'}`)} sx={{ fontWeight: 600 }} />
      <Chip size="small" variant="outlined" color={news.published ? 'primary' : 'default'} label={translate(`site:news_admin.console.${visibility}`)} />
    </Stack>
  );
}

/** ADM-54: Delete after a confirmation; the server's message when it fails ('Fail to delete details.'). */
function DeleteNews() {
  const news = useRecordContext<NewsJson>();
  if (!news?.can_delete) return null;
  return (
    <ConfirmDeleteButton
      confirmTitle="site:news_admin.console.delete_title"
      confirmContent="site:news_admin.console.delete_content"
      successKey="site:news_admin.delete_success"
      failKey="site:news_admin.delete_fail"
    />
  );
}

function EditNews() {
  const news = useRecordContext<NewsJson>();
  return news?.can_edit ? <EditButton /> : null;
}

/** News List (`news`, ADM-50): Create, per page, status filter, title search, Edit, Delete with confirmation. */
export function NewsList() {
  return (
    <CommerceList
      title="site:news_admin.console.list_title"
      filters={filters}
      filterDefaultValues={{ status: NEWS_STATUS_FILTER_ALL }}
      storeKey="news.list"
      failKey="messages:fail_to_retrieve_list"
      sort={{ field: 'publish_date', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} size="small" rowClick={false} sx={COMMERCE_GRID_SX}>
        <TextField source="title" label="site:news_admin.console.fields.title" sx={{ fontWeight: 600 }} />
        <TextField source="publish_date" label="site:news_admin.console.fields.publish_date" sx={{ whiteSpace: 'nowrap' }} />
        <FunctionField source="status" label="site:news_admin.console.fields.status" render={(news: NewsJson) => <NewsStatusChips news={news} />} />
        <FunctionField label="site:news_admin.console.fields.images" sortable={false} render={(news: NewsJson) => news.images.length} />
        <FunctionField label="site:news_admin.console.fields.created_by" sortable={false} render={(news: NewsJson) => news.created_by?.name ?? '—'} />
        <DateTimeField source="created_at" label="site:news_admin.console.fields.created_at" />
        <FunctionField
          label="site:news_admin.console.fields.action"
          render={() => (
            <Stack direction="row" spacing={0.5}>
              <EditNews />
              <DeleteNews />
            </Stack>
          )}
        />
      </Datagrid>
    </CommerceList>
  );
}
