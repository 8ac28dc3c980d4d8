import { Box } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { TextInput, Title, useTranslate } from 'react-admin';
import { deliveryPricesSchema } from '@iprenew/models/browser';
import { EditorPage, ListEditorForm } from '../configuration/ListEditor';
import { SettingsSection } from '../configuration/SettingsSection';
import { nestedErrors, useSettingsDocument, useSettingsSave } from '../configuration/settingsApi';
import { useCountryChoices } from '../configuration/useCountryChoices';
import { RowCountryInput, RowStateInput } from './RowInputs';

interface PriceRow {
  id?: number;
  country_id: number | null;
  state_id: number | null;
  fee: string;
}
type Values = { prices: PriceRow[] };

const payload = (values: Values) => ({
  prices: (values.prices ?? []).map((row) => ({ country_id: row?.country_id ?? null, state_id: row?.state_id ?? null, fee: row?.fee ?? '' })),
});

/** DLV-17..21: the delivery price table — country (optionally one state) and fee, add/delete rows, submit the whole list. */
function DeliveryPrices() {
  const translate = useTranslate();
  const { data, setData, loadError } = useSettingsDocument<PriceRow[]>('/delivery-prices?range=%5B0%2C999%5D');
  const { countries, isPending } = useCountryChoices();
  const save = useSettingsSave('settings:delivery_store_fail', 'settings:delivery_store_success');

  const validate = (values: Values) => {
    const result = deliveryPricesSchema.safeParse(payload(values));
    return result.success ? {} : nestedErrors(result.error.issues);
  };
  const submit = async (values: Values) => {
    const result = await save<{ data: PriceRow[] }>('/delivery-prices', 'POST', payload(values));
    if (result.ok) setData(result.json.data);
    return result.ok ? undefined : result.errors;
  };

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 1040 }}>
      <Title title={translate('settings:delivery.title')} />
      <SettingsSection
        id="delivery-prices"
        icon={<LocalShippingIcon fontSize="large" />}
        titleKey="settings:delivery.title"
        subtitleKey="settings:delivery.subtitle"
        loading={!data || isPending}
        errorKey={loadError ? 'settings:delivery_retrieve_fail' : null}
      >
        {data ? (
          <ListEditorForm
            formKey={data.map((r) => r.id).join(',')}
            source="prices"
            defaultValues={{ prices: data.map(({ country_id, state_id, fee }) => ({ country_id, state_id, fee })) }}
            validate={validate}
            onSubmit={submit}
            addLabel="settings:delivery.add"
            newRow={{ country_id: null, state_id: null, fee: '0.00' }}
            emptyTestId="delivery-empty"
          >
            <RowCountryInput countries={countries} />
            <RowStateInput />
            <TextInput source="fee" label="settings:delivery.fee" inputMode="decimal" sx={{ width: 180 }} helperText={false} />
          </ListEditorForm>
        ) : null}
      </SettingsSection>
    </Box>
  );
}

export function DeliveryPricesPage() {
  return (
    <EditorPage routeKey="console.prices" resource="delivery-prices">
      <DeliveryPrices />
    </EditorPage>
  );
}
