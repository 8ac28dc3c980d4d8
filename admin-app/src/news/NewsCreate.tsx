import { Create, useNotify, useRedirect } from 'react-admin';
import { serverMessageOf } from '../common/format';
import { NewsForm, newsPayload } from './NewsForm';

/** New News (`news/create`, ADM-53): 'News Submit Successful.', else the server's message or 'Fail to submit news'. */
export function NewsCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="site:news_admin.console.create_title"
      sx={{ maxWidth: 960 }}
      transform={newsPayload}
      mutationOptions={{
        onSuccess: () => {
          notify('site:news_admin.submit_success', { type: 'success' });
          redirect('list', 'news');
        },
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'site:news_admin.submit_fail', { type: 'error' }),
      }}
    >
      <NewsForm />
    </Create>
  );
}
