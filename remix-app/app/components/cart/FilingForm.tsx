import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { renewalBundleFormSchemaFor } from '@iprenew/models/browser';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { Alert } from '~/components/shell/Field';
import type { FilingActionData, FilingPageData } from '~/routes/dashboard+/_customer+/filing.server';
import { FormProblem } from './FormProblem';
import { HelpImages } from './HelpImages';
import { PriceSubmitActions } from './PriceSubmitActions';
import { RenewalLineFields } from './RenewalLineFields';

/**
 * The filing form (ORD-1..20): trademark or patent lines, each priced live (ORD-13), sent as one
 * bundle (ORD-16). Without JavaScript "Add line", "Remove line" and "Check price" are submit buttons
 * that come back with the form re-rendered; with it they act in place and the price follows the inputs.
 */
export function FilingForm({ page, actionData }: { page: FilingPageData; actionData: FilingActionData | undefined }) {
  const { t } = useTranslation('orders');
  const schema = renewalBundleFormSchemaFor(page.typeId);
  const [form, fields] = useForm({
    id: `filing-${page.type}-${page.source?.ip_id ?? 'new'}`,
    lastResult: actionData?.result,
    defaultValue: { lines: page.defaultLines },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const lines = fields.lines.getFieldList();
  const infos = actionData?.infos ?? page.infos;
  const renewing = page.source !== null;
  const blocked = page.source?.blocked ?? null;
  const priceUrl = `/dashboard/filing/${page.type}${page.source ? `/${page.source.ip_id}` : ''}`;

  return (
    <>
      <FormProblem errors={form.errors} fieldErrors={actionData?.success ? undefined : actionData?.result?.error} />
      {renewing ? <Alert tone="info">{t('cart.filing.requestRenewal', { number: page.source!.number, country: page.source!.country })}</Alert> : null}
      {blocked ? (
        <Alert tone="error">
          {t(blocked)} <Link to="/dashboard/cart">{t('cart.filing.goToCart')}</Link>
        </Alert>
      ) : (
        <Form method="post" className="panel cart-form" {...getFormProps(form)} noValidate>
          <h2 className="panel__title">{t(page.typeId === 2 ? 'cart.filing.patentCard' : 'cart.filing.trademarkCard')}</h2>
          {page.typeId === 1 ? <HelpImages /> : null}
          {page.countries.length === 0 ? <Alert tone="info">{t('cart.filing.noCountries')}</Alert> : null}
          {lines.length === 0 ? <p className="cart-form__empty">{t('cart.filing.noLines')}</p> : null}
          <ol className="cart-lines">
            {lines.map((line, index) => (
              <li key={line.key} className="cart-line" data-testid={`line-${index}`}>
                <div className="cart-line__head">
                  <h3 className="cart-line__title">{t('cart.filing.line', { number: index + 1 })}</h3>
                  {renewing && index === 0 ? null : (
                    <button {...form.remove.getButtonProps({ name: fields.lines.name, index })} className="button button--secondary button--small">
                      {t('cart.filing.removeLine')}
                    </button>
                  )}
                </div>
                <RenewalLineFields
                  typeId={page.typeId}
                  fields={line.getFieldset()}
                  countries={page.countries}
                  rules={page.rules}
                  years={infos[index]?.years.length ? infos[index]!.years : page.allYears}
                  identityReadOnly={renewing && index === 0}
                  price={infos[index]?.price ?? null}
                  priceUrl={priceUrl}
                  money={page.money}
                  index={index}
                />
              </li>
            ))}
          </ol>
          <p className="field__error" id={fields.lines.errorId}>
            {fields.lines.errors?.[0] ? t(fields.lines.errors[0]) : null}
          </p>
          <label className="check-field" htmlFor={fields.acceptance.id}>
            <input {...getInputProps(fields.acceptance, { type: 'checkbox' })} data-testid="filing-acceptance" />
            {t('cart.filing.acceptance')}
          </label>
          <PriceSubmitActions
            label={t('cart.filing.submit')}
            busyLabel={t('cart.filing.submitting')}
            before={
              renewing ? null : (
                <button {...form.insert.getButtonProps({ name: fields.lines.name, defaultValue: {} })} className="button button--secondary">
                  {t('cart.filing.addLine')}
                </button>
              )
            }
          />
          <CurrencyDisclaimer fetchedAt={page.fetchedAt} stale={page.staleRates} />
        </Form>
      )}
    </>
  );
}
