import { Edit, ListButton, TopToolbar, useNotify, useRedirect } from 'react-admin';
import { serverMessageOf } from '../common/format';
import { useLoadFailure } from '../common/useLoadFailure';
import { NewsForm, newsPayload } from './NewsForm';

/** Edit News (`news/edit/:id`, ADM-53/54): 'News updated successful.'; a failed load shows 'Fail to retrieve detail.'. */
export function NewsEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const loadFailure = useLoadFailure('site:news_admin.retrieve_fail', 'news');
  return (
    <Edit
      title="site:news_admin.console.edit_title"
      sx={{ maxWidth: 960 }}
      mutationMode="pessimistic"
      transform={newsPayload}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      queryOptions={loadFailure}
      mutationOptions={{
        onSuccess: () => {
          notify('site:news_admin.update_success', { type: 'success' });
          redirect('list', 'news');
        },
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'site:news_admin.submit_fail', { type: 'error' }),
      }}
    >
      <NewsForm />
    </Edit>
  );
}
