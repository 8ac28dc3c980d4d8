import { Box, Grid } from '@mui/material';
import { Form, SaveButton, TextInput } from 'react-admin';
import { bankTransferSchema } from '@iprenew/models/browser';
import { nestedErrors, useSettingsSave } from './settingsApi';
import type { ConfigurationView } from './types';

const FIELDS = ['bank_name', 'account_name', 'account_no', 'swift_code'] as const;

/** G-27: the bank-transfer details the pay-later customer sees. All required. */
export function BankTransferForm({ bank, canSave, onSaved }: { bank: Record<string, string>; canSave: boolean; onSaved: (view: ConfigurationView) => void }) {
  const save = useSettingsSave('settings:update_fail');
  const validate = (values: Record<string, unknown>) => {
    const result = bankTransferSchema.safeParse(values);
    return result.success ? {} : nestedErrors(result.error.issues);
  };
  const submit = async (values: Record<string, unknown>) => {
    const result = await save<ConfigurationView>('/configuration', 'PUT', { bank_transfer: values }, (f) => f.replace(/^bank_transfer\./, ''));
    if (result.ok) onSaved(result.json);
    return result.ok ? undefined : result.errors;
  };
  return (
    <Form defaultValues={{ ...Object.fromEntries([...FIELDS, 'note'].map((f) => [f, bank[f] ?? ''])) }} validate={validate} noValidate onSubmit={submit}>
      <Grid container columnSpacing={2}>
        {FIELDS.map((field) => (
          <Grid key={field} size={{ xs: 12, md: 6 }}>
            <TextInput source={field} label={`settings:bank.${field}`} disabled={!canSave} fullWidth isRequired />
          </Grid>
        ))}
        <Grid size={12}>
          <TextInput source="note" label="settings:bank.note" disabled={!canSave} fullWidth multiline minRows={2} isRequired />
        </Grid>
      </Grid>
      {canSave ? (
        <Box sx={{ mt: 1 }}>
          <SaveButton label="settings:actions.save_bank" alwaysEnable={false} />
        </Box>
      ) : null}
    </Form>
  );
}
