import type { ReactElement } from 'react';
import { Grid, Typography } from '@mui/material';
import { AutocompleteInput, NumberInput, ReferenceInput, SimpleForm, TextInput, useTranslate, type SimpleFormProps } from 'react-admin';
import { SUBMIT_TOOLBAR } from '../common/UserDetailScreens';
import { validateAgent } from './validateAgent';
import { useCountryName } from '../configuration/useCountryChoices';

const COUNTRIES_IN_SERVICE = { in_service: true };
const BY_NAME = { field: 'name', order: 'ASC' } as const;
/** Enough for every country in service on one page (the list is small reference data). */
const COUNTRY_PAGE = 100;

/**
 * The agent form (ADM-12/13/17): e-mail, name, contact, company, commission rate, country, MEPS
 * code, bank name and bank account. Validation is the shared agentSchema (the server checks the
 * same schema and answers 422 {errors} shown on the fields).
 */
export function AgentForm({ toolbar, ...rest }: Omit<SimpleFormProps, 'children'> & { toolbar?: ReactElement | false }) {
  const translate = useTranslate();
  const countryOf = useCountryName();
  return (
    <SimpleForm
      validate={validateAgent}
      noValidate
      toolbar={toolbar ?? SUBMIT_TOOLBAR}
      {...rest}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {translate('admin:agents.sections.account')}
      </Typography>
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="email" label="admin:users.fields.email" isRequired fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="name" label="admin:users.fields.name" isRequired fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="contact" label="admin:users.fields.contact" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="company" label="admin:users.fields.company" isRequired fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberInput
            source="commission_rate"
            label="admin:users.fields.commission_rate"
            min={0}
            max={100}
            step={0.01}
            isRequired
            fullWidth
            format={(v: unknown) => (v === null || v === undefined || v === '' ? '' : Number(v))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {/* The countries in service, from GET /api/admin/countries (an agent's current country is fetched by id). */}
          <ReferenceInput source="country_id" reference="countries" filter={COUNTRIES_IN_SERVICE} sort={BY_NAME} perPage={COUNTRY_PAGE}>
            <AutocompleteInput
              label="admin:users.fields.country"
              optionText={(c: { name: string; iso2?: string }) => countryOf(c.name, c.iso2)}
              inputText={(c: { name: string; iso2?: string }) => countryOf(c.name, c.iso2)}
              filterToQuery={(q: string) => ({ q })}
              isRequired
              fullWidth
            />
          </ReferenceInput>
        </Grid>
      </Grid>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
        {translate('admin:agents.sections.banking')}
      </Typography>
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput source="meps_code" label="admin:users.fields.meps_code" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput source="bank_name" label="admin:users.fields.bank_name" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput source="bank_acc" label="admin:users.fields.bank_acc" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextInput source="paypal_email" type="email" label="admin:users.fields.paypal_email" helperText="admin:users.fields.paypal_email_hint" fullWidth />
        </Grid>
      </Grid>
    </SimpleForm>
  );
}
