import { Alert, Box, Grid } from '@mui/material';
import { Form, SaveButton, SelectInput, TextInput, useTranslate } from 'react-admin';
import { PAYPAL_MODES, payoutConfigurationSchema, type PayoutConfigurationView } from '@iprenew/models/browser';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { SecretInput } from './PaymentForm';
import { nestedErrors, useSettingsDocument, useSettingsSave } from './settingsApi';
import { SettingsSection } from './SettingsSection';

type Values = { mode: string; client_id: string; client_secret: string; fee_percent: string; fee_fixed: string };

const toValues = (view: PayoutConfigurationView): Values => ({ mode: view.mode, client_id: view.client_id, client_secret: '', fee_percent: view.fee_percent, fee_fixed: view.fee_fixed });

/**
 * ADR 055: the PayPal app that pays agents (Send via PayPal) — its own mode, client id and secret,
 * separate from checkout's — and the payout fee deducted from PayPal settlements (G-04). Super admins
 * save; admins read. The secret is never shown back.
 */
export function PayoutSection({ canSave }: { canSave: boolean }) {
  const translate = useTranslate();
  const { data: view, setData, loadError } = useSettingsDocument<PayoutConfigurationView>('/payout-configuration');
  const save = useSettingsSave('settings:update_fail');
  const disabled = !canSave;

  const validate = (values: Values) => {
    const result = payoutConfigurationSchema.safeParse(values);
    return result.success ? {} : nestedErrors(result.error.issues);
  };
  const submit = async (values: Values) => {
    const result = await save<PayoutConfigurationView>('/payout-configuration', 'PUT', values);
    if (result.ok) setData(result.json);
    return result.ok ? undefined : result.errors;
  };

  return (
    <SettingsSection id="payouts" icon={<AccountBalanceWalletIcon />} titleKey="settings:payouts.title" subtitleKey="settings:payouts.subtitle" loading={!view} errorKey={loadError ? 'settings:retrieve_configuration_fail' : null}>
      {view ? (
        <Form key={JSON.stringify(view)} defaultValues={toValues(view)} validate={validate as never} noValidate onSubmit={submit as never}>
          <Alert severity={view.configured ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="payouts-state">
            {translate(view.configured ? 'settings:payouts.configured' : 'settings:payouts.not_configured')}
          </Alert>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <SelectInput source="mode" label="settings:payment.paypal_mode" choices={PAYPAL_MODES.map((id) => ({ id, name: `settings:payment.modes.${id}` }))} disabled={disabled} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextInput source="client_id" label="settings:payment.paypal_client_id" disabled={disabled} fullWidth />
            </Grid>
            <Grid size={12}>
              <SecretInput source="client_secret" label="settings:payment.paypal_client_secret" isSet={view.client_secret_set} disabled={disabled} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextInput source="fee_percent" label="settings:payouts.fee_percent" disabled={disabled} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextInput source="fee_fixed" label="settings:payouts.fee_fixed" disabled={disabled} fullWidth />
            </Grid>
          </Grid>
          {canSave ? (
            <Box sx={{ mt: 1 }}>
              <SaveButton label="settings:actions.save_payouts" alwaysEnable={false} />
            </Box>
          ) : null}
        </Form>
      ) : null}
    </SettingsSection>
  );
}
