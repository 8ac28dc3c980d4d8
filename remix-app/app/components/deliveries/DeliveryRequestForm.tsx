import type { DeliveryRequestJson, PackedPlaces } from '@iprenew/models/browser';
import { Form, Link, useFetcher, useLocation, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { usePackedCountries } from '~/components/useCountryName';
import { Alert, Field } from '~/components/shell/Field';

type Place = { id: number; name: string; iso2?: string | null };
type Values = Record<'address_1' | 'address_2' | 'poscode' | 'city' | 'country_id' | 'state_id', string>;

export interface DeliveryRequestFormProps {
  delivery: DeliveryRequestJson;
  defaults: Values;
  useOwn: boolean;
  /** Every address country, packed (issue 17). */
  countries: PackedPlaces;
  states: Place[];
  statesFor: number | null;
  ownStates: Place[];
  error: string | null;
  fieldErrors: Record<string, string[]>;
}

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * DLV-11/12 (ADR 041): the deliver request form. 'Use Own Address' fills the fields from the profile
 * (with JavaScript) and tells the server to read the profile (without it too). Choosing a country
 * lists its states: with JavaScript the page's own states list follows by GET; without it, "show the
 * states" sends the form by GET and the typed values come back.
 */
export function DeliveryRequestForm(props: DeliveryRequestFormProps) {
  const { delivery, countries: raw, ownStates, error, fieldErrors } = props;
  const { t } = useTranslation('deliveries');
  const navigation = useNavigation();
  const countries = usePackedCountries(raw);
  const own = delivery.own_address;
  const ownValues: Values = {
    address_1: text(own.address_1),
    address_2: text(own.address_2),
    poscode: text(own.poscode),
    city: text(own.city),
    country_id: text(own.country_id),
    state_id: text(own.state_id),
  };
  const [useOwn, setUseOwn] = useState(props.useOwn);
  const [values, setValues] = useState<Values>(props.useOwn ? ownValues : props.defaults);
  const statesFetcher = useFetcher<{ states: Place[]; statesFor: number | null }>();
  const { pathname } = useLocation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const set = (field: keyof Values, value: string) => setValues((current) => ({ ...current, [field]: value }));
  // The states of the chosen country: the page's, the profile's, or the ones just fetched.
  const lists: [string, Place[]][] = [[text(props.statesFor), props.states], [ownValues.country_id, ownStates]];
  if (statesFetcher.data) lists.unshift([text(statesFetcher.data.statesFor), statesFetcher.data.states]);
  const states = lists.find(([country]) => country !== '' && country === values.country_id)?.[1] ?? [];

  function chooseCountry(id: string) {
    setValues((current) => ({ ...current, country_id: id, state_id: '' }));
    if (id && id !== text(props.statesFor) && id !== ownValues.country_id) statesFetcher.load(`${pathname}?country_id=${encodeURIComponent(id)}`);
  }

  function toggleOwn(checked: boolean) {
    setUseOwn(checked);
    if (checked) setValues(ownValues);
  }

  const field = (name: keyof Values, label: string, options: { optional?: boolean; autoComplete?: string } = {}) => (
    <Field id={`dlv-${name}`} label={label} errors={fieldErrors[name]} errorId={`dlv-${name}-error`} optional={options.optional}>
      <input
        id={`dlv-${name}`}
        name={name}
        className="field__input"
        value={values[name]}
        maxLength={191}
        readOnly={useOwn}
        autoComplete={options.autoComplete}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={`dlv-${name}-error`}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );

  return (
    <section className="panel" aria-labelledby="dlv-request-form-title">
      <h2 id="dlv-request-form-title" className="panel__title">
        {t('customer.request.title')}
      </h2>
      <p>{t('customer.request.lead', { reference: delivery.application.reference })}</p>
      {error ? (
        <div data-testid="delivery-request-error">
          <Alert tone="error">{t(error)}</Alert>
        </div>
      ) : null}
      <Form method="post" className="dlv-form" noValidate data-testid="delivery-request-form">
        <label className="dlv-form__check">
          <input type="checkbox" name="use_own_address" checked={useOwn} onChange={(event) => toggleOwn(event.target.checked)} data-testid="use-own-address" />
          <span>
            {t('customer.request.use_own')}
            <small className="dlv-muted"> {t('customer.request.use_own_hint')}</small>
          </span>
        </label>
        {field('address_1', t('customer.request.address_1'), { autoComplete: 'address-line1' })}
        {field('address_2', t('customer.request.address_2'), { autoComplete: 'address-line2' })}
        <div className="dlv-form__row">
          {field('poscode', t('customer.request.poscode'), { autoComplete: 'postal-code' })}
          {field('city', t('customer.request.city'), { autoComplete: 'address-level2' })}
        </div>
        <div className="dlv-form__row">
          <Field id="dlv-country_id" label={t('customer.request.country')} errors={fieldErrors.country_id} errorId="dlv-country_id-error">
            <select
              id="dlv-country_id"
              name="country_id"
              className="field__input"
              value={values.country_id}
              disabled={useOwn}
              autoComplete="country"
              onChange={(event) => chooseCountry(event.target.value)}
            >
              <option value="">{t('customer.request.choose_country')}</option>
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="dlv-state_id" label={t('customer.request.state')} errors={fieldErrors.state_id} errorId="dlv-state_id-error">
            <select id="dlv-state_id" name="state_id" className="field__input" value={values.state_id} disabled={useOwn} onChange={(event) => set('state_id', event.target.value)}>
              <option value="">{t('customer.request.choose_state')}</option>
              {states.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <noscript>
          <button type="submit" formMethod="get" formNoValidate className="button button--secondary" name="load_states" value="1">
            {t('customer.request.show_states')}
          </button>
        </noscript>
        <div className="dlv-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="delivery-request-submit">
            {busy ? t('customer.request.busy') : t('customer.request.submit')}
          </button>
          <Link to={`/dashboard/application/${delivery.application.id}`}>{t('customer.request.back')}</Link>
        </div>
      </Form>
    </section>
  );
}
