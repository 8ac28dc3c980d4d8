import { BooleanInput, DateInput, Edit, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { IpRecordRowJson } from '@iprenew/models/browser';
import { serverMessageOf } from '../common/format';
import { useLoadFailure } from '../common/useLoadFailure';

function Fields() {
  const record = useRecordContext<IpRecordRowJson>();
  const trademark = record?.type_id === 1;
  return (
    <>
      <TextInput source="application_name" label="ip-records:columns.application_name" fullWidth slotProps={{ htmlInput: { maxLength: 191 } }} />
      {trademark ? (
        <TextInput source="filing_no" label="ip-records:columns.filing_no" slotProps={{ htmlInput: { maxLength: 64 } }} />
      ) : (
        <>
          <TextInput source="application_no" label="ip-records:columns.application_no" slotProps={{ htmlInput: { maxLength: 64 } }} />
          <TextInput source="grant_no" label="ip-records:columns.grant_no" slotProps={{ htmlInput: { maxLength: 64 } }} />
        </>
      )}
      <DateInput source="filing_date" label="ip-records:columns.filing_date" />
      {trademark ? null : <DateInput source="grant_date" label="ip-records:columns.grant_date" />}
      <DateInput source="expiry_date" label="ip-records:columns.expiry_date" />
      {trademark ? <NumberInput source="multiclass_no" label="ip-records:columns.multiclass_no" min={1} max={45} /> : null}
      {trademark ? <TextInput source="multiclass_name" label="ip-records:columns.multiclass_name" multiline fullWidth slotProps={{ htmlInput: { maxLength: 2000 } }} /> : null}
      <TextInput source="description" label="ip-records:columns.description" multiline fullWidth slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <BooleanInput source="is_english_only" label="ip-records:columns.is_english_only" />
    </>
  );
}

/** Edit (ADM-27): PUT the whole record; a refusal shows `Fail_To_Update_Record` with the fields' errors. */
export function IpRecordEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const loadFailure = useLoadFailure('ip-records:read_fail', 'ip-records');
  return (
    <Edit
      title="ip-records:console.edit"
      mutationMode="pessimistic"
      queryOptions={loadFailure}
      sx={{ maxWidth: 760 }}
      mutationOptions={{
        onSuccess: (data: { id: number }) => {
          notify('ip-records:update_success', { type: 'success' });
          redirect('show', 'ip-records', data.id);
        },
        onError: (error: unknown) => notify(serverMessageOf(error) ?? 'ip-records:update_fail', { type: 'error' }),
      }}
    >
      <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <Fields />
      </SimpleForm>
    </Edit>
  );
}
