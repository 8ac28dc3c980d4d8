import { useRecordContext } from 'react-admin';
import type { BroadcastDetailJson } from '@iprenew/models/browser';
import { SpecEdit } from '../common/SpecEdit';
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
  return (
    <SpecEdit resource="emails" title="broadcasts:console.edit_title" maxWidth={960} successKey="broadcasts:update_success" failKey="broadcasts:submit_fail" loadFailKey="broadcasts:retrieve_fail">
      <FormOrReadOnly />
    </SpecEdit>
  );
}
