import { getSelectProps } from '@conform-to/react';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { describedBy, FormField, useHydrated } from '../FormField';
import type { RegistrationFields, RegistrationFormMetadata } from './fields';

type Option = { id: number; name: string };

/**
 * ACC-29: the country, and the states of the chosen one (a new country empties the state). The page
 * carries the states of the country the form last sent (`statesFor`); choosing another fetches its
 * states from the page's loader (`?states_for=`). Without JavaScript "Show the states of this
 * country" sends the form back with them.
 */
export function RegistrationCountryFields({
  form,
  fields,
  countries,
  states,
  statesFor,
}: {
  form: RegistrationFormMetadata;
  fields: RegistrationFields;
  countries: Option[];
  states: Option[];
  statesFor: number | null;
}) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ states?: Option[]; statesFor?: number | null }>();
  // The chosen country picks the states. Tracked here so that a choice made before the page
  // became interactive, or brought back by the no-JS round trip, is honoured.
  const [country, setCountry] = useState(String(fields.country_id.initialValue ?? ''));
  const choose = (value: string) => {
    setCountry(value);
    if (value && value !== String(statesFor ?? '') && value !== String(fetcher.data?.statesFor ?? '')) fetcher.load(`/register?states_for=${encodeURIComponent(value)}`);
  };
  useEffect(() => {
    const select = document.getElementById(fields.country_id.id) as HTMLSelectElement | null;
    if (select && select.value !== country) choose(select.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (fields.country_id.value !== undefined) setCountry(String(fields.country_id.value));
  }, [fields.country_id.value]);
  const countryId = Number(country || 0);
  const fetched = fetcher.data && fetcher.data.statesFor === countryId ? (fetcher.data.states ?? []) : [];
  const countryStates = statesFor === countryId ? states : fetched;

  return (
    <>
      <FormField id={fields.country_id.id} errors={fields.country_id.errors} label={t('register.fields.country_id')} required>
        <div className="acct-field__row">
          <select
            {...getSelectProps(fields.country_id)}
            key={fields.country_id.key}
            className="acct-field__input"
            autoComplete="country"
            required
            onChange={(event) => choose(event.currentTarget.value)}
            {...describedBy(fields.country_id.id, { invalid: !fields.country_id.valid })}
          >
            <option value="">{t('register.chooseCountry')}</option>
            {countries.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        {hydrated ? null : (
          <button {...form.validate.getButtonProps({ name: fields.country_id.name })} formNoValidate className="button button--outline button--small acct-button--auto">
            {t('register.updateStates')}
          </button>
        )}
      </FormField>
      <FormField id={fields.state_id.id} errors={fields.state_id.errors} label={t('register.fields.state_id')} required>
        <select
          {...getSelectProps(fields.state_id)}
          // A new country empties the state (ACC-29).
          key={`${fields.state_id.key}-${countryId}`}
          className="acct-field__input"
          autoComplete="address-level1"
          required
          disabled={countryStates.length === 0 || fetcher.state === 'loading'}
          {...describedBy(fields.state_id.id, { invalid: !fields.state_id.valid })}
        >
          <option value="">{countryStates.length === 0 ? t('register.chooseCountryFirst') : t('register.chooseState')}</option>
          {countryStates.map((state) => (
            <option key={state.id} value={state.id}>
              {state.name}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
