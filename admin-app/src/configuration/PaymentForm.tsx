import { Box, Grid } from '@mui/material';
import { Form, PasswordInput, SaveButton, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PAYMENT_TYPES, PAYPAL_MODES, paypalInputSchema, stripeInputSchema } from '@iprenew/models/browser';
import { nestedErrors, useSettingsDocument, useSettingsSave } from './settingsApi';
import { SettingsSection } from './SettingsSection';
import type { PaymentConfigurationView, PaymentType } from './types';
import PaymentIcon from '@mui/icons-material/Payment';

type Values = { payment_type: PaymentType } & Record<PaymentType, Record<string, string>>;

const toValues = (view: PaymentConfigurationView): Values => ({
  payment_type: view.payment_type,
  Stripe: { publishable_key: view.input.Stripe.publishable_key, secret_key: '', webhook_secret: '' },
  Paypal: { mode: view.input.Paypal.mode, client_id: view.input.Paypal.client_id, client_secret: '', webhook_id: view.input.Paypal.webhook_id },
});

/** A secret input: empty, with whether a value is stored; typing replaces it, leaving it empty keeps it. */
export function SecretInput({ source, label, isSet, disabled }: { source: string; label: string; isSet: boolean; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <PasswordInput
      source={source}
      label={label}
      disabled={disabled}
      fullWidth
      autoComplete="new-password"
      helperText={isSet ? translate('settings:payment.secret_set') : translate('settings:payment.secret_missing')}
    />
  );
}

function ProviderFields({ view, canSave }: { view: PaymentConfigurationView; canSave: boolean }) {
  const type = useWatch<Values>({ name: 'payment_type' }) as PaymentType;
  const disabled = !canSave;
  if (type === 'Paypal') {
    return (
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput source="Paypal.mode" label="settings:payment.paypal_mode" choices={PAYPAL_MODES.map((id) => ({ id, name: `settings:payment.modes.${id}` }))} disabled={disabled} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="Paypal.webhook_id" label="settings:payment.paypal_webhook_id" disabled={disabled} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="Paypal.client_id" label="settings:payment.paypal_client_id" disabled={disabled} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SecretInput source="Paypal.client_secret" label="settings:payment.paypal_client_secret" isSet={view.input.Paypal.client_secret_set} disabled={disabled} />
        </Grid>
      </Grid>
    );
  }
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <TextInput source="Stripe.publishable_key" label="settings:payment.stripe_publishable_key" disabled={disabled} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SecretInput source="Stripe.secret_key" label="settings:payment.stripe_secret_key" isSet={view.input.Stripe.secret_key_set} disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SecretInput source="Stripe.webhook_secret" label="settings:payment.stripe_webhook_secret" isSet={view.input.Stripe.webhook_secret_set} disabled={disabled} />
      </Grid>
    </Grid>
  );
}

/** ADM-68: the payment option (Paypal or Stripe) with its own fields; secrets are never shown back. */
export function PaymentSection({ canSave }: { canSave: boolean }) {
  const { data: view, setData, loadError } = useSettingsDocument<PaymentConfigurationView>('/payment-configuration');
  const save = useSettingsSave('settings:update_fail');

  const validate = (values: Values) => {
    const schema = values.payment_type === 'Paypal' ? paypalInputSchema : stripeInputSchema;
    const result = schema.safeParse(values[values.payment_type] ?? {});
    return result.success ? {} : nestedErrors(result.error.issues, (path) => [values.payment_type, ...path]);
  };
  const submit = async (values: Values) => {
    const type = values.payment_type;
    const result = await save<PaymentConfigurationView>('/payment-configuration', 'PUT', { payment_type: type, input: values[type] }, (f) => f.replace(/^input\./, `${type}.`));
    if (result.ok) setData(result.json);
    return result.ok ? undefined : result.errors;
  };

  return (
    <SettingsSection id="payment" icon={<PaymentIcon />} titleKey="settings:payment.title" subtitleKey="settings:payment.subtitle" loading={!view} errorKey={loadError ? 'settings:retrieve_configuration_fail' : null}>
      {view ? (
        <Form key={JSON.stringify(view)} defaultValues={toValues(view)} validate={validate as never} noValidate onSubmit={submit as never}>
          <Box sx={{ maxWidth: 360 }}>
            <SelectInput source="payment_type" label="settings:payment.option" choices={PAYMENT_TYPES.map((id) => ({ id, name: `settings:payment.types.${id}` }))} disabled={!canSave} fullWidth />
          </Box>
          <ProviderFields view={view} canSave={canSave} />
          {canSave ? (
            <Box sx={{ mt: 1 }}>
              <SaveButton label="settings:actions.save_payment" alwaysEnable={false} />
            </Box>
          ) : null}
        </Form>
      ) : null}
    </SettingsSection>
  );
}
