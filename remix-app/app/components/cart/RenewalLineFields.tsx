import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { formatDate, raiseLastYear, type PatentYearOption } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';
import { useLocalisedCountries } from '~/components/useCountryName';
import { Field } from '~/components/shell/Field';
import type { CountryRulesView, LinePriceView } from '~/routes/dashboard+/_customer+/cart.server';
import { LinePrice, type MoneyDisplay } from './LinePrice';
import { queryOf, useLivePrice } from './use-live-price';

type Fieldset = Record<string, FieldMetadata<any, any, string[]>>;

export interface RenewalLineProps {
  typeId: number;
  fields: Fieldset;
  countries: { id: number; name: string; iso2?: string | null }[];
  rules: CountryRulesView;
  /** The years offered before any live answer (server-computed for this line). */
  years: PatentYearOption[];
  /** ORD-14: numbers and country come from the customer's record. */
  identityReadOnly?: boolean;
  price: LinePriceView | null | undefined;
  priceUrl: string;
  money: MoneyDisplay;
  index: number;
}

const PATENT_PRICE_FIELDS = ['country_id', 'grant_date', 'filing_date', 'select_year', 'total_year'] as const;
const TRADEMARK_PRICE_FIELDS = ['country_id', 'expiry_date', 'multiclass_no', 'no_of_goods'] as const;

/** One renewal line (ORD-3, ORD-4): trademark or patent fields, and its live price (ORD-13). */
export function RenewalLineFields({ typeId, fields, countries: stored, rules, years, identityReadOnly, price, priceUrl, money, index }: RenewalLineProps) {
  const { t } = useTranslation('orders');
  const countries = useLocalisedCountries(stored);
  const patent = typeId === 2;
  const value = (name: string) => (fields[name]?.value as string | undefined) ?? '';
  const countryId = Number(value('country_id')) || null;
  const priceFields = patent ? PATENT_PRICE_FIELDS : TRADEMARK_PRICE_FIELDS;
  const live = useLivePrice(priceUrl, countryId ? queryOf(Object.fromEntries(priceFields.map((name) => [name, value(name)]))) : '');
  const offered = live.data?.years.length ? live.data.years : years;
  const shownPrice = live.data ? live.data.price : price;
  const goods = countryId !== null && rules.goodsCountryIds.includes(countryId);
  const filingBasis = countryId !== null && rules.filingDateCountryIds.includes(countryId);

  const text = (name: string, options: { type?: 'text' | 'date' | 'number'; readOnly?: boolean; hint?: string; optional?: boolean; min?: number; max?: number } = {}) => {
    const field = fields[name]!;
    return (
      <Field id={field.id} label={t(`cart.fields.${name}`)} errors={field.errors} errorId={field.errorId} hint={options.hint} optional={options.optional}>
        <input
          {...getInputProps(field, { type: options.type ?? 'text' })}
          className="field__input"
          readOnly={options.readOnly}
          min={options.min}
          max={options.max}
          data-testid={`line-${index}-${name}`}
        />
      </Field>
    );
  };

  const country = fields.country_id!;
  const countrySelect = identityReadOnly ? (
    <Field id={country.id} label={t('cart.fields.country_id')} errors={country.errors} errorId={country.errorId}>
      <input type="hidden" name={country.name} value={value('country_id')} />
      <input id={country.id} className="field__input" readOnly value={countries.find((c) => c.id === countryId)?.name ?? ''} />
    </Field>
  ) : (
    <Field id={country.id} label={t('cart.fields.country_id')} errors={country.errors} errorId={country.errorId}>
      <select {...getSelectProps(country)} className="field__input" data-testid={`line-${index}-country_id`}>
        <option value="">{t('cart.fields.selectCountry')}</option>
        {countries.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
      </select>
    </Field>
  );

  const yearSelect = (name: 'select_year' | 'total_year') => {
    const field = fields[name]!;
    const first = value('select_year');
    const options = name === 'total_year' && first ? offered.filter((year) => year.year >= Number.parseInt(first, 10)) : offered;
    return (
      <Field id={field.id} label={t(`cart.fields.${name}`)} errors={field.errors} errorId={field.errorId}>
        <select
          {...getSelectProps(field)}
          className="field__input"
          data-testid={`line-${index}-${name}`}
          onChange={
            name === 'select_year'
              ? (event) => {
                  // CAT-36: raising the first year raises the last one with it.
                  const raised = raiseLastYear(event.currentTarget.value, value('total_year'));
                  const last = fields.total_year!;
                  const select = event.currentTarget.form?.elements.namedItem(last.name);
                  if (select instanceof HTMLSelectElement && select.value !== raised) {
                    select.value = raised;
                    select.dispatchEvent(new Event('input', { bubbles: true }));
                  }
                }
              : undefined
          }
        >
          {options.map((year) => (
            <option key={year.value} value={year.value}>
              {year.due_date ? t('pricing:checker.yearOptionDue', { year: year.year, date: formatDate(year.due_date) }) : t('pricing:checker.yearOption', { year: year.year })}
            </option>
          ))}
        </select>
      </Field>
    );
  };

  return (
    <div className="cart-line__grid">
      {patent ? (
        <>
          {text('application_no', { readOnly: identityReadOnly })}
          {text('grant_no', { readOnly: identityReadOnly })}
          {countrySelect}
          {filingBasis ? (
            <>
              {text('filing_date', { type: 'date', hint: t('cart.filing.filingDateBasis') })}
              {text('grant_date', { type: 'date', optional: true })}
            </>
          ) : (
            <>
              {text('grant_date', { type: 'date' })}
              {text('filing_date', { type: 'date', optional: true })}
            </>
          )}
          {yearSelect('select_year')}
          {yearSelect('total_year')}
        </>
      ) : (
        <>
          {text('filing_no', { readOnly: identityReadOnly })}
          {countrySelect}
          {text('application_name')}
          {text('expiry_date', { type: 'date' })}
          {text('multiclass_no', { type: 'number', min: 1, max: 45 })}
          {text('multiclass_name', { hint: t('cart.fields.multiclass_name_hint') })}
          {goods ? text('no_of_goods', { type: 'number', min: 0, hint: t('cart.filing.goodsHint') }) : null}
        </>
      )}
      <div className="cart-line__price">
        <LinePrice price={shownPrice} loading={live.loading} money={money} testId={`line-${index}-price`} />
      </div>
    </div>
  );
}
