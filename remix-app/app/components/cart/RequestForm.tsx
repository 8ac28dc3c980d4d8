import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { applyRequestFormSchema, LOGO_MAX_BYTES, requestFormSchemaFor, type ApplyRequestInput, type PackedPlaces } from '@iprenew/models/browser';
import { Form, useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { usePackedCountries } from '~/components/useCountryName';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { Field } from '~/components/shell/Field';
import type { LinePriceView } from '~/routes/dashboard+/_customer+/cart.server';
import { FormProblem } from './FormProblem';
import { LinePrice, type MoneyDisplay } from './LinePrice';
import { PriceSubmitActions } from './PriceSubmitActions';
import { queryOf, useLivePrice } from './use-live-price';

type Option = { id: number; name: string; iso2?: string | null };

export interface RequestFormProps {
  id: string;
  serviceId: 1 | 2;
  /** The countries sold, packed (packPlaces). */
  countries: PackedPlaces;
  /** Address countries and the states of `statesFor` (apply only). */
  addressCountries?: PackedPlaces | null;
  states?: Option[];
  statesFor?: number | null;
  defaultValue: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  price: LinePriceView | null;
  /** The page whose loader answers `?price=1` and `?states_for=`. */
  pageUrl: string;
  money: MoneyDisplay;
  fetchedAt: string | null;
  logoUrl?: string | null;
  submitLabel: string;
  busyLabel: string;
}

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * New search (POR-39) or trademark application (POR-41, POR-42) request: country, logo, description,
 * classification rows (term + goods, at least one), and for applications the applicant, address
 * (state reset when the country changes, POR-47), partners and English-only. Rows are added and
 * removed by Conform's intent buttons, which also work without JavaScript.
 */
export function RequestForm(props: RequestFormProps) {
  const { t } = useTranslation('orders');
  const countries = usePackedCountries(props.countries);
  const addressCountries = usePackedCountries(props.addressCountries);
  const apply = props.serviceId === 2;
  const schema = requestFormSchemaFor(props.serviceId);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);

  const [form, fields] = useForm<ApplyRequestInput>({
    id: props.id,
    lastResult: props.lastResult,
    defaultValue: props.defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schema as typeof applyRequestFormSchema }),
  });
  const f = fields;
  const rows = fields.classifications.getFieldList();
  const countryId = (fields.country_id.value as string | undefined) ?? '';
  const live = useLivePrice(props.pageUrl, countryId ? queryOf({ country_id: countryId, classes: String(Math.max(rows.length, 1)) }) : '');

  const address = apply ? f.address.getFieldset() : null;
  const partners = apply ? f.partners.getFieldList() : [];
  const statesFetcher = useFetcher<{ states?: Option[]; statesFor?: number | null }>();
  const addressCountry = (address?.country_id.value as string | undefined) ?? '';
  const fetched = statesFetcher.data && String(statesFetcher.data.statesFor ?? '') === addressCountry ? statesFetcher.data.states : null;
  const states = String(props.statesFor ?? '') === addressCountry ? (props.states ?? []) : (fetched ?? []);

  const input = (field: (typeof fields)['description'], label: string, options: { optional?: boolean; hint?: string; autoComplete?: string } = {}) => (
    <Field id={field.id} label={label} errors={field.errors} errorId={field.errorId} optional={options.optional} hint={options.hint}>
      <input {...getInputProps(field, { type: 'text' })} className="field__input" autoComplete={options.autoComplete} />
    </Field>
  );

  const serverLogoError = (props.lastResult?.error as Record<string, string[]> | undefined)?.logo?.[0];
  const logoError = logoProblem ?? serverLogoError ?? null;

  return (
    <Form method="post" encType="multipart/form-data" className="panel cart-form" {...getFormProps(form)} noValidate>
      <FormProblem errors={form.errors} fieldErrors={props.lastResult?.error as Record<string, string[]> | undefined} />
      <div className="form-grid form-grid--2">
        <Field id={fields.country_id.id} label={t('request.fields.country_id')} errors={fields.country_id.errors} errorId={fields.country_id.errorId}>
          <select {...getSelectProps(fields.country_id)} className="field__input" data-testid="request-country">
            <option value="">{t('cart.fields.selectCountry')}</option>
            {countries.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${props.id}-logo`} label={t('request.fields.logo')} errors={logoError ? [logoError] : undefined} errorId={`${props.id}-logo-error`} hint={t('request.fields.logoHint')} optional>
          <input
            id={`${props.id}-logo`}
            type="file"
            name="logo"
            accept={ACCEPT}
            className="field__input"
            data-testid="request-logo"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return setLogoProblem(null);
              if (!/\.(png|jpe?g)$/i.test(file.name)) setLogoProblem('orders:request.validation.logo_type');
              else if (file.size > LOGO_MAX_BYTES) setLogoProblem('orders:request.validation.logo_size');
              else setLogoProblem(null);
            }}
          />
          {props.logoUrl ? (
            <span className="field__hint">
              {t('request.fields.currentLogo')}: <img src={props.logoUrl} alt={t('request.fields.currentLogo')} className="request-logo" />
            </span>
          ) : null}
        </Field>
        <div className="form-grid__wide">
          <Field id={fields.description.id} label={t('request.fields.description')} errors={fields.description.errors} errorId={fields.description.errorId} hint={t('request.fields.descriptionHint')}>
            <textarea {...getTextareaProps(fields.description)} className="field__input" rows={3} data-testid="request-description" />
          </Field>
        </div>
      </div>

      <h3 className="panel__title">{t('request.fields.classifications')}</h3>
      <ol className="cart-lines">
        {rows.map((row, index) => {
          const rowFields = row.getFieldset();
          return (
            <li key={row.key} className="cart-line" data-testid={`classification-${index}`}>
              <div className="cart-line__head">
                <h4 className="cart-line__title">{t('request.fields.row', { number: index + 1 })}</h4>
                {rows.length > 1 ? (
                  <button {...form.remove.getButtonProps({ name: fields.classifications.name, index })} className="button button--secondary button--small">
                    {t('request.fields.removeClassification')}
                  </button>
                ) : null}
              </div>
              <div className="cart-line__grid">
                {input(rowFields.term, t('request.fields.term'))}
                <Field id={rowFields.goods.id} label={t('request.fields.goods')} errors={rowFields.goods.errors} errorId={rowFields.goods.errorId}>
                  <textarea {...getTextareaProps(rowFields.goods)} className="field__input" rows={2} />
                </Field>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="field__error" id={fields.classifications.errorId}>
        {fields.classifications.errors?.[0] ? t(fields.classifications.errors[0]) : null}
      </p>
      <div className="form-actions">
        <button {...form.insert.getButtonProps({ name: fields.classifications.name, defaultValue: { term: '', goods: '' } })} className="button button--secondary">
          {t('request.fields.addClassification')}
        </button>
      </div>

      {apply && address ? (
        <>
          <h3 className="panel__title">{t('request.fields.applicant')}</h3>
          <div className="form-grid form-grid--2">
            <div className="form-grid__wide">{input(f.name, t('request.fields.name'), { autoComplete: 'organization' })}</div>
            <div className="form-grid__wide">{input(address.address_1, t('request.fields.address_1'), { autoComplete: 'address-line1' })}</div>
            <div className="form-grid__wide">{input(address.address_2, t('request.fields.address_2'), { optional: true, autoComplete: 'address-line2' })}</div>
            {input(address.poscode, t('request.fields.poscode'), { autoComplete: 'postal-code' })}
            {input(address.city, t('request.fields.city'), { autoComplete: 'address-level2' })}
            <Field id={address.country_id.id} label={t('request.fields.address_country')} errors={address.country_id.errors} errorId={address.country_id.errorId}>
              <select
                {...getSelectProps(address.country_id)}
                className="field__input"
                data-testid="address-country"
                onChange={(event) => {
                  const id = event.currentTarget.value;
                  if (id && id !== String(props.statesFor ?? '')) statesFetcher.load(`${props.pageUrl}?states_for=${encodeURIComponent(id)}`);
                  form.update({ name: address.state_id.name, value: '' });
                }}
              >
                <option value="">{t('cart.fields.selectCountry')}</option>
                {addressCountries.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
              {enhanced ? null : (
                <button type="submit" name="intent" value="states" formNoValidate className="button button--secondary">
                  {t('request.fields.loadStates')}
                </button>
              )}
            </Field>
            <Field id={address.state_id.id} label={t('request.fields.state')} errors={address.state_id.errors} errorId={address.state_id.errorId}>
              <select {...getSelectProps(address.state_id)} className="field__input" data-testid="address-state" disabled={statesFetcher.state === 'loading'}>
                <option value="">{addressCountry ? t('request.fields.selectState') : t('request.fields.chooseCountryFirst')}</option>
                {states.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>

          <h3 className="panel__title">{t('request.fields.partners')}</h3>
          {partners.length === 0 ? <p className="field__hint">{t('request.fields.noPartners')}</p> : null}
          <ol className="cart-lines">
            {partners.map((partner, index) => {
              const name = partner.getFieldset().name;
              return (
                <li key={partner.key} className="cart-line" data-testid={`partner-${index}`}>
                  <div className="cart-line__grid">
                    {input(name, t('request.fields.partner', { number: index + 1 }))}
                    <div>
                      <button {...form.remove.getButtonProps({ name: f.partners.name, index })} className="button button--secondary button--small">
                        {t('request.fields.removePartner')}
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="form-actions">
            <button {...form.insert.getButtonProps({ name: f.partners.name, defaultValue: { name: '' } })} className="button button--secondary">
              {t('request.fields.addPartner')}
            </button>
          </div>
          <label className="check-field">
            <input {...getInputProps(f.is_english_only, { type: 'checkbox' })} />
            {t('request.fields.englishOnly')}
          </label>
        </>
      ) : null}

      <div className="cart-line__price">
        <LinePrice price={live.data ? live.data.price : props.price} loading={live.loading} money={props.money} testId="request-price" />
      </div>
      <PriceSubmitActions label={props.submitLabel} busyLabel={props.busyLabel} />
      <CurrencyDisclaimer fetchedAt={props.fetchedAt} stale={props.money.rates === null} />
    </Form>
  );
}
