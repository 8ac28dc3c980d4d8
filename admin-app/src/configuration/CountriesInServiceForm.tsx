import { Box } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import { AutocompleteArrayInput, Form, SaveButton, useRefresh } from 'react-admin';
import { useSettingsSave } from './settingsApi';
import { SettingsSection } from './SettingsSection';
import { useCountryChoices } from './useCountryChoices';

/** CAT-23, ADM-69: the countries available for service, one multi-select saved as a whole (super admin). */
export function CountriesInServiceSection({ canSave }: { canSave: boolean }) {
  const { countries, isPending, error } = useCountryChoices();
  const save = useSettingsSave('settings:update_fail');
  const refresh = useRefresh();
  const inService = countries.filter((c) => c.in_service).map((c) => c.id);

  const submit = async (values: { country?: number[] }) => {
    const result = await save('/countries/set-in-service', 'POST', { country: values.country ?? [] });
    if (result.ok) refresh();
    return result.ok ? undefined : result.errors;
  };

  return (
    <SettingsSection
      id="countries"
      icon={<PublicIcon />}
      titleKey="settings:countries.title"
      subtitleKey="settings:countries.subtitle"
      loading={isPending}
      errorKey={error ? 'settings:retrieve_configuration_fail' : null}
    >
      <Form key={inService.join(',')} defaultValues={{ country: inService }} noValidate onSubmit={submit as never}>
        <AutocompleteArrayInput
          source="country"
          label="settings:countries.field"
          choices={countries.map((c) => ({ id: c.id, name: c.name }))}
          disabled={!canSave}
          fullWidth
          helperText="settings:countries.help"
        />
        {canSave ? (
          <Box sx={{ mt: 1 }}>
            <SaveButton label="settings:actions.save_countries" alwaysEnable={false} />
          </Box>
        ) : null}
      </Form>
    </SettingsSection>
  );
}
