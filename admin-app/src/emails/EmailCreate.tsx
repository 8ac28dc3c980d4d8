import { Create, useNotify, useRedirect } from 'react-admin';
import { serverMessageOf } from '../common/format';
import { EmailForm } from './EmailForm';

/** New Email (`email/create`, ADM-60, ADM-61): 'Email Submit Successful.', else the server's message or 'Fail to submit email'. */
export function EmailCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="broadcasts:console.create_title"
      sx={{ maxWidth: 960 }}
      mutationOptions={{
        onSuccess: () => {
          notify('broadcasts:submit_success', { type: 'success' });
          redirect('list', 'emails');
        },
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'broadcasts:submit_fail', { type: 'error' }),
      }}
    >
      <EmailForm mode="create" />
    </Create>
  );
}
