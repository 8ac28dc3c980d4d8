import { Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import type { BroadcastDetailJson } from '@iprenew/models/browser';
import { useSaveNotifications } from '../common/useSaveNotifications';
import { useLoadFailure } from '../common/useLoadFailure';
import { BroadcastReadOnly } from './BroadcastReadOnly';
import { EmailForm } from './EmailForm';

/** The form, or — once the broadcast is sent (G-09) — the read-only view with Duplicate. */
function FormOrReadOnly() {
  const record = useRecordContext<BroadcastDetailJson>();
  if (!record) return null;
  return record.can_edit ? <EmailForm mode="edit" /> : <BroadcastReadOnly />;
}

/** Edit Email (`email/edit/:id`, ADM-60, ADM-61): 'Email updated successful.'; a failed load shows 'Fail to retrieve record'. */
export function EmailEdit() {
  const saved = useSaveNotifications('emails', 'broadcasts:update_success', 'broadcasts:submit_fail');
  const loadFailure = useLoadFailure('broadcasts:retrieve_fail', 'emails');
  return (
    <Edit
      title="broadcasts:console.edit_title"
      sx={{ maxWidth: 960 }}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      queryOptions={loadFailure}
      mutationOptions={saved}
    >
      <FormOrReadOnly />
    </Edit>
  );
}
