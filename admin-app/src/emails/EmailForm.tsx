import { Box, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { FileField, FileInput, RadioButtonGroupInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { LazyRichText } from '../common/LazyRichText';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { BROADCAST_ATTACHMENTS_MAX, BROADCAST_AUDIENCES, PUBLISH_STATUS, type BroadcastDetailJson } from '@iprenew/models/browser';
import { publishDateFromInput, publishDateToInput, validateBroadcast } from './broadcastApi';
import { RecipientsInput } from './RecipientsInput';

/** The stored attachments of an edited broadcast: each kept unless unticked (keep_attachments). */
function KeptAttachments() {
  const translate = useTranslate();
  const record = useRecordContext<BroadcastDetailJson>();
  const { field } = useController({ name: 'keep_attachments', defaultValue: record?.attachments.map((a) => a.id) ?? [] });
  if (!record?.attachments.length) return null;
  const kept: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('broadcasts:console.attachments_current')}
      </Typography>
      <FormGroup row>
        {record.attachments.map((a) => (
          <FormControlLabel
            key={a.id}
            label={a.name}
            control={
              <Checkbox
                size="small"
                checked={kept.includes(a.id)}
                onChange={(event) => field.onChange(event.target.checked ? [...kept, a.id] : kept.filter((id) => id !== a.id))}
                slotProps={{ input: { 'aria-label': translate('broadcasts:console.remove_attachment', { name: a.name }) } }}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** ⚑AMB-35: a chosen .html file pre-fills the editor with its content (the server sanitises it and uses it as the message). */
function HtmlFilePrefill() {
  const upload = useWatch({ name: 'html_upload' }) as { rawFile?: unknown } | null | undefined;
  const { setValue } = useFormContext();
  useEffect(() => {
    const file = upload?.rawFile;
    if (!(file instanceof File) || !/\.html$/i.test(file.name)) return;
    let current = true;
    void file.text().then((html) => {
      if (current) setValue('message', html, { shouldDirty: true, shouldValidate: true });
    });
    return () => {
      current = false;
    };
  }, [upload, setValue]);
  return null;
}

/** The audience: all customers, all agents, or the selected users (then the multi-select). */
function Recipients() {
  const translate = useTranslate();
  const audience = useWatch({ name: 'audience' }) ?? 'users';
  return (
    <>
      <RadioButtonGroupInput
        source="audience"
        label="broadcasts:console.fields.audience"
        choices={BROADCAST_AUDIENCES.map((id) => ({ id, name: translate(`broadcasts:console.audience.${id}`) }))}
        translateChoice={false}
        isRequired
      />
      {audience === 'users' ? <RecipientsInput /> : null}
    </>
  );
}

/**
 * New Email / Edit Email (ADM-58, ADM-59, ⚑AMB-35): title, status, HTML file, publish date and time
 * (Kuala Lumpur), recipients, attachments (jpeg, jpg, png; at most 5), and the message in the rich
 * text editor (height 300). An HTML file, if chosen, replaces the message.
 */
export function EmailForm({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const record = useRecordContext<BroadcastDetailJson>();
  const statuses = [
    { id: PUBLISH_STATUS.ACTIVE, name: translate('broadcasts:console.status.active') },
    { id: PUBLISH_STATUS.INACTIVE, name: translate('broadcasts:console.status.inactive') },
  ];
  return (
    <SimpleForm
      validate={validateBroadcast}
      noValidate
      defaultValues={mode === 'create' ? { status: PUBLISH_STATUS.ACTIVE, audience: 'users', receiver: [] } : undefined}
      toolbar={
        <Toolbar>
          <SaveButton label="admin:common.submit" alwaysEnable />
        </Toolbar>
      }
    >
      <TextInput source="title" label="broadcasts:console.fields.title" isRequired fullWidth slotProps={{ htmlInput: { maxLength: 191 } }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <SelectInput source="status" label="broadcasts:console.fields.status" choices={statuses} translateChoice={false} isRequired fullWidth />
        <TextInput
          source="publish_date"
          label="broadcasts:console.fields.publish_date"
          helperText="broadcasts:console.publish_date_help"
          type="datetime-local"
          format={publishDateToInput}
          parse={publishDateFromInput}
          isRequired
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Recipients />
      <FileInput
        source="html_upload"
        label="broadcasts:console.fields.html_file"
        inputProps={{ 'aria-label': translate('broadcasts:console.fields.html_file') }}
        helperText={record?.html_file ? translate('broadcasts:console.html_file_current', { name: record.html_file }) : 'broadcasts:console.html_file_help'}
        accept={{ 'text/html': ['.html'] }}
      >
        <FileField source="src" title="title" />
      </FileInput>
      <HtmlFilePrefill />
      {mode === 'edit' ? <KeptAttachments /> : null}
      <FileInput
        source="new_attachments"
        label="broadcasts:console.fields.attachments"
        inputProps={{ 'aria-label': translate('broadcasts:console.fields.attachments') }}
        helperText="broadcasts:console.attachments_help"
        accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }}
        multiple
        options={{ maxFiles: BROADCAST_ATTACHMENTS_MAX }}
      >
        <FileField source="src" title="title" />
      </FileInput>
      <LazyRichText source="message" label="broadcasts:console.fields.message" fullWidth sx={{ '& .ProseMirror': { minHeight: 300, maxHeight: 600, overflowY: 'auto' } }} />
    </SimpleForm>
  );
}
