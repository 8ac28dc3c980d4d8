import { Create } from 'react-admin';
import { useSaveNotifications } from '../common/useSaveNotifications';
import { EmailForm } from './EmailForm';

/** New Email (`email/create`, ADM-60, ADM-61): 'Email Submit Successful.', else the server's message or 'Fail to submit email'. */
export function EmailCreate() {
  const saved = useSaveNotifications('emails', 'broadcasts:submit_success', 'broadcasts:submit_fail');
  return (
    <Create title="broadcasts:console.create_title" sx={{ maxWidth: 960 }} mutationOptions={saved}>
      <EmailForm mode="create" />
    </Create>
  );
}
