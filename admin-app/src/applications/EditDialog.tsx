import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ApplicationDetailJson } from '@iprenew/models/browser';
import { fieldErrorsOf, serverMessageOf } from '../common/api';
import { updateApplicationDetails, type ApplicationEdit } from './applicationApi';

const f = (key: string) => `console-applications:console.${key}`;
/** The bound of the IP's numbers (jobEditFormSchema / applicationEditSchema: 64). */
const NUMBER_MAX = 64;

const FIELDS: { name: keyof ApplicationEdit; label: string; type?: string; required?: boolean }[] = [
  { name: 'application_date', label: 'application_date', type: 'date', required: true },
  { name: 'filing_no', label: 'filing_no' },
  { name: 'application_no', label: 'application_no' },
  { name: 'grant_no', label: 'grant_no' },
];

const initialOf = (application: ApplicationDetailJson): ApplicationEdit => ({
  application_date: application.application_date ?? '',
  filing_no: application.ip?.filing_no ?? '',
  application_no: application.ip?.application_no ?? '',
  grant_no: application.ip?.grant_no ?? '',
});

/**
 * G-18: SA/AD edit an open application — the same fields as the agent's edit form (the application
 * date and the IP's filing, application and grant numbers). Shown when the server's can_update says
 * so; 'Application update successful' / 'Fail to update application' with the field's message.
 */
export function EditButton({ application }: { application: ApplicationDetailJson }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ApplicationEdit>(() => initialOf(application));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!application.can_update) return null;
  const show = () => {
    setValues(initialOf(application));
    setErrors({});
    setOpen(true);
  };
  const close = () => setOpen(false);
  const submit = async () => {
    setBusy(true);
    try {
      notify((await updateApplicationDetails(application.id, values)).message, { type: 'success' });
      close();
      refresh();
    } catch (failure) {
      setErrors(fieldErrorsOf(failure) ?? {});
      notify(serverMessageOf(failure) ?? 'applications:step.fail', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" size="small" onClick={show}>
        {translate(f('edit'))}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="edit-application-title">
        <DialogTitle id="edit-application-title">{translate(f('edit_title'))}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack
            component="form"
            spacing={1}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                name={field.name}
                label={translate(f(field.label))}
                type={field.type ?? 'text'}
                value={values[field.name]}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                required={field.required}
                fullWidth
                slotProps={{ htmlInput: { maxLength: field.type === 'date' ? 10 : NUMBER_MAX }, inputLabel: { shrink: true } }}
                error={Boolean(errors[field.name])}
                helperText={errors[field.name] ? translate(errors[field.name]!) : ' '}
              />
            ))}
            <button type="submit" hidden />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate(f('close'))}</Button>
          <Button variant="contained" onClick={submit} disabled={busy}>
            {translate(f('edit_save'))}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
