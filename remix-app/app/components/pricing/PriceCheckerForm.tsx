import { formatDate, raiseLastYear, type FeeField } from '@iprenew/models/browser';
import { Form, useSubmit } from '@remix-run/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { useLocalisedCountries } from '~/components/useCountryName';
import { ChoiceGroup } from './ChoiceGroup';
import type { PriceCheckerData } from '~/routes/_public+/price-checker.server';
import { describedBy, FormField } from '~/components/account/FormField';

/**
 * The price checker's GET form (CAT-44): works as a plain form without JavaScript ("Check price"
 * reloads the page with the fields of the chosen service, type and country); with JavaScript every
 * change reloads the price in place, and raising the first year raises the last (CAT-36).
 */

type Data = Pick<PriceCheckerData, 'service_id' | 'type_id' | 'country_id' | 'countries' | 'fields' | 'values' | 'years' | 'fieldErrors' | 'filingDateBasis'>;

const TEXT_DELAY_MS = 450;

export function PriceCheckerForm({ data, busy }: { data: Data; busy: boolean }) {
  const { t } = useTranslation('pricing');
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    return () => clearTimeout(timer.current);
  }, []);

  const countries = useLocalisedCountries(data.type_id === 1 ? data.countries.trademark : data.countries.patent);
  const errors = (field: string) => data.fieldErrors[field];
  const required = (field: FeeField) => data.fields.find((f) => f.field === field);
  const firstYear = data.values.select_year ?? data.years[0]?.value ?? '';
  const lastYear = data.values.total_year ?? firstYear;

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === 'select_year') {
      const last = form.elements.namedItem('total_year') as HTMLSelectElement | null;
      if (last) last.value = raiseLastYear(target.value, last.value);
    }
    clearTimeout(timer.current);
    const send = () => submit(form, { method: 'get', replace: true, preventScrollReset: true });
    // A choice is sent at once (its value as chosen); typing waits for a pause.
    if (target.tagName === 'SELECT' || target.type === 'radio') send();
    else timer.current = setTimeout(send, TEXT_DELAY_MS);
  };

  const dateInput = (field: 'expiry_date' | 'grant_date' | 'filing_date', label: string, hint?: string) => {
    const spec = required(field);
    if (!spec) return null;
    const id = `pc-${field}`;
    return (
      <FormField id={id} label={label} hint={hint} errors={errors(field)} optional={!spec.required}>
        <input id={id} name={field} type="date" className="acct-field__input" defaultValue={data.values[field] ?? ''} aria-required={spec.required} {...describedBy(id, { hint: Boolean(hint), invalid: Boolean(errors(field)) })} />
      </FormField>
    );
  };

  const yearSelect = (field: 'select_year' | 'total_year', label: string, value: string) => {
    const id = `pc-${field}`;
    return (
      <FormField id={id} label={label} errors={errors(field)}>
        <select id={id} name={field} className="acct-field__input" defaultValue={value} key={`${field}-${data.years.map((y) => y.value).join()}`} {...describedBy(id, { hint: false, invalid: Boolean(errors(field)) })}>
          {data.years.map((option) => (
            <option key={option.value} value={option.value}>
              {option.due_date ? t('checker.yearOptionDue', { year: option.year, date: formatDate(option.due_date) }) : t('checker.yearOption', { year: option.year })}
            </option>
          ))}
        </select>
      </FormField>
    );
  };

  return (
    <Form method="get" action="/price-checker" className="pc-form" noValidate data-enhanced={enhanced ? 'true' : undefined} aria-label={t('checker.formLabel')} onChange={(e: ChangeEvent<HTMLFormElement>) => onChange(e)} preventScrollReset replace>
      <ChoiceGroup name="service_id" legend={t('checker.service')} value={data.service_id} options={[1, 2, 3].map((id) => ({ value: id, label: t(`services.${id}`) }))} />
      <ChoiceGroup name="type_id" legend={t('checker.type')} value={data.type_id} options={[1, 2].map((id) => ({ value: id, label: t(`types.${id}`) }))} />

      <FormField id="pc-country" label={t('checker.country')} hint={countries.length === 0 ? t('checker.noCountries') : undefined} errors={errors('country_id')}>
        <select id="pc-country" name="country_id" className="acct-field__input" defaultValue={data.country_id ?? ''} key={`${data.service_id}-${data.type_id}`} {...describedBy('pc-country', { hint: countries.length === 0, invalid: Boolean(errors('country_id')) })}>
          <option value="">{t('checker.countryPlaceholder')}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </FormField>

      <div className="pc-form__grid">
        {required('multiclass_no') ? (
          <FormField id="pc-classes" label={t('checker.classes')} hint={t('checker.classesHint')} errors={errors('multiclass_no')}>
            <input id="pc-classes" name="multiclass_no" type="number" inputMode="numeric" min={1} max={45} step={1} className="acct-field__input" defaultValue={data.values.multiclass_no ?? '1'} aria-required {...describedBy('pc-classes', { hint: true, invalid: Boolean(errors('multiclass_no')) })} />
          </FormField>
        ) : null}
        {required('no_of_goods') ? (
          <FormField id="pc-goods" label={t('checker.goods')} hint={t('checker.goodsHint')} errors={errors('no_of_goods')}>
            <input id="pc-goods" name="no_of_goods" type="number" inputMode="numeric" min={0} step={1} className="acct-field__input" defaultValue={data.values.no_of_goods ?? ''} aria-required {...describedBy('pc-goods', { hint: true, invalid: Boolean(errors('no_of_goods')) })} />
          </FormField>
        ) : null}
        {dateInput('expiry_date', t('checker.expiryDate'), t('checker.expiryHint'))}
        {dateInput(data.filingDateBasis ? 'filing_date' : 'grant_date', t(data.filingDateBasis ? 'checker.filingDate' : 'checker.grantDate'), data.filingDateBasis ? t('checker.filingBasisHint') : undefined)}
        {dateInput(data.filingDateBasis ? 'grant_date' : 'filing_date', t(data.filingDateBasis ? 'checker.grantDate' : 'checker.filingDate'))}
        {required('select_year') ? yearSelect('select_year', t('checker.firstYear'), firstYear) : null}
        {required('total_year') ? yearSelect('total_year', t('checker.lastYear'), lastYear) : null}
      </div>
      {required('select_year') ? <p className="acct-field__hint pc-form__note">{t('checker.yearsHint')}</p> : null}

      <div className="pc-form__actions">
        <button type="submit" name="check" value="1" className="button button--primary">
          {t('checker.submit')}
        </button>
        <span className="pc-form__busy" aria-live="polite">
          {busy ? t('checker.updating') : ''}
        </span>
      </div>
    </Form>
  );
}
