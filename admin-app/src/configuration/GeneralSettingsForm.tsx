import type { ReactNode } from 'react';
import { Box, Divider, Grid, Typography } from '@mui/material';
import { AutocompleteArrayInput, BooleanInput, CheckboxGroupInput, Form, NumberInput, SaveButton, TextInput, useTranslate } from 'react-admin';
import { COUNTRY_LIST_SETTINGS, isKnownGeneralSetting, LANGUAGE_AREAS, LANGUAGES, settingsMessage, settingValueSchema, UPLOAD_MAX_MB_CEILING } from '@iprenew/models/browser';
import { nestedErrors, useSettingsSave } from './settingsApi';
import { useCountryChoices } from './useCountryChoices';
import type { ConfigurationView, GeneralSetting } from './types';

const ADDRESS_FIELDS = ['name', 'address_1', 'address_2', 'poscode', 'city', 'state', 'country'] as const;

/** Free-form keys holding an object are edited as JSON text. */
const isJsonKey = (setting: GeneralSetting) => !isKnownGeneralSetting(setting.key) && setting.value !== null && typeof setting.value === 'object';

function toFormValues(settings: GeneralSetting[]): Record<string, unknown> {
  return Object.fromEntries(settings.map((s) => [s.key, isJsonKey(s) ? JSON.stringify(s.value, null, 2) : s.value]));
}

/** The form's values back into setting values; null where JSON text does not parse. */
function fromFormValues(settings: GeneralSetting[], values: Record<string, unknown>): { general: Record<string, unknown>; badJson: string[] } {
  const general: Record<string, unknown> = {};
  const badJson: string[] = [];
  for (const setting of settings) {
    const value = values[setting.key];
    if (!isJsonKey(setting)) general[setting.key] = value;
    else {
      try {
        general[setting.key] = JSON.parse(String(value ?? ''));
      } catch {
        badJson.push(setting.key);
      }
    }
  }
  return { general, badJson };
}

/** The id of a setting's one input, which the setting's name labels (the inputs show no label of their own). */
const settingInputId = (key: string) => `setting-${key}`;

/** The settings edited by several labelled inputs (the address fields, the areas' check boxes), not one. */
const hasOwnLabels = (key: string) => key === 'company_address' || key === 'languages_offered';

/** ADM-66: the general settings as a key/value list, each value checked by its rule (models/src/schemas/settings.ts). */
export function GeneralSettingsForm({ settings, canSave, onSaved }: { settings: GeneralSetting[]; canSave: boolean; onSaved: (view: ConfigurationView) => void }) {
  const translate = useTranslate();
  const save = useSettingsSave('settings:update_fail');
  const { countries } = useCountryChoices();
  const countryChoices = countries.map((c) => ({ id: c.id, name: c.name }));

  const validate = (values: Record<string, unknown>) => {
    const { general, badJson } = fromFormValues(settings, values);
    const issues = badJson.map((key) => ({ path: [key], message: settingsMessage('json_invalid') }));
    for (const setting of settings) {
      if (badJson.includes(setting.key)) continue;
      const result = settingValueSchema(setting.key, setting.value).safeParse(general[setting.key]);
      if (!result.success) issues.push(...result.error.issues.map((i) => ({ path: [setting.key, ...i.path.filter((p): p is string => typeof p === 'string')], message: i.message })));
    }
    return nestedErrors(issues);
  };

  const submit = async (values: Record<string, unknown>) => {
    const result = await save<ConfigurationView>('/configuration', 'PUT', { general: fromFormValues(settings, values).general }, (f) => f.replace(/^general\./, ''));
    if (result.ok) onSaved(result.json);
    return result.ok ? undefined : result.errors;
  };

  const input = (setting: GeneralSetting): ReactNode => {
    const { key, value } = setting;
    const common = { source: key, id: settingInputId(key), label: false as const, disabled: !canSave, fullWidth: true, helperText: isKnownGeneralSetting(key) ? `settings:general.help.${key}` : false };
    if (key === 'company_address') {
      return (
        <Grid container columnSpacing={2}>
          {ADDRESS_FIELDS.map((field) => (
            <Grid key={field} size={{ xs: 12, sm: field === 'name' || field.startsWith('address') ? 12 : 6 }}>
              <TextInput source={`company_address.${field}`} label={`settings:general.address.${field}`} disabled={!canSave} fullWidth helperText={false} />
            </Grid>
          ))}
        </Grid>
      );
    }
    if (key === 'languages_offered') {
      // I18N-3, ⚑AMB-31: each area's languages, as check boxes (English stays required by the rule).
      return (
        <Box>
          {LANGUAGE_AREAS.map((area) => (
            <CheckboxGroupInput
              key={area}
              source={`languages_offered.${area}`}
              label={`settings:general.areas.${area}`}
              choices={LANGUAGES.map((lng) => ({ id: lng, name: `admin:language.${lng}` }))}
              disabled={!canSave}
              helperText={false}
            />
          ))}
          <Typography variant="caption" color="text.secondary">
            {translate('settings:general.help.languages_offered')}
          </Typography>
        </Box>
      );
    }
    if (COUNTRY_LIST_SETTINGS.includes(key)) return <AutocompleteArrayInput {...common} choices={countryChoices} />;
    if (key === 'paylater_expiry_days') return <NumberInput {...common} min={1} max={60} step={1} />;
    if (key === 'voucher_per_user_limit') return <NumberInput {...common} min={1} max={1000} step={1} />;
    if (key === 'upload_max_mb') return <NumberInput {...common} min={1} max={UPLOAD_MAX_MB_CEILING} step={1} />;
    if (key === 'contact_email') return <TextInput {...common} type="email" />;
    if (typeof value === 'number') return <NumberInput {...common} />;
    if (typeof value === 'boolean') return <BooleanInput {...common} />;
    return <TextInput {...common} multiline={isJsonKey(setting)} minRows={isJsonKey(setting) ? 3 : undefined} />;
  };

  return (
    <Form defaultValues={toFormValues(settings)} validate={validate} noValidate onSubmit={submit}>
      <Box role="list">
        {settings.map((setting, index) => (
          <Box key={setting.key} role="listitem" data-setting={setting.key}>
            {index > 0 ? <Divider sx={{ my: 1 }} /> : null}
            <Grid container columnSpacing={2} sx={{ py: 0.5, alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, md: 4 }} sx={{ pt: { md: 2 } }}>
                <Typography variant="subtitle2" component="label" htmlFor={hasOwnLabels(setting.key) ? undefined : settingInputId(setting.key)} sx={{ fontWeight: 600, display: 'block' }}>
                  {isKnownGeneralSetting(setting.key) ? translate(`settings:general.keys.${setting.key}`) : setting.key}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {setting.key}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>{input(setting)}</Grid>
            </Grid>
          </Box>
        ))}
      </Box>
      {canSave ? (
        <Box sx={{ mt: 2 }}>
          <SaveButton label="settings:actions.save_general" alwaysEnable={false} />
        </Box>
      ) : null}
    </Form>
  );
}
