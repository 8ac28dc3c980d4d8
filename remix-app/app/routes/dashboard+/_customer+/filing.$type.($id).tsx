import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { parseForm } from '~/lib/form.server';
import { addCartBundle, FILING_TYPES, isAppError, isFilingType, SERVICE } from '@iprenew/models';
import { chooseOfferedYears, countryName, renewalBundleSchemaFor, type PatentYearOption } from '@iprenew/models/browser';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import cartStyles from '~/components/cart/cart.css?url';
import { countryRulesView, livePrice, priceView, renewalLineOf, renewalSourceOr404, serviceCountries, yearsOf, type LinePriceView } from '~/routes/dashboard+/_customer+/cart.server';
import { FormProblem } from '~/components/cart/FormProblem';
import { HelpImages } from '~/components/cart/HelpImages';
import { ordersTitle } from '~/components/cart/meta';
import { PriceSubmitActions } from '~/components/cart/PriceSubmitActions';
import { RenewalLineFields } from '~/components/cart/RenewalLineFields';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { notFound, requirePage } from '~/lib/guard.server';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { requestLanguage } from '~/lib/i18n.server';

/**
 * Request Renewal Filing (ORD-1..20): trademark or patent lines, each priced live (ORD-13), added to
 * the cart as one bundle (ORD-16). Opened from an IP (`/dashboard/filing/{type}/{ipId}`) the first
 * line renews that record (ORD-14). Without JavaScript "Add line", "Remove line" and "Check price"
 * are submit buttons that come back with the form re-rendered; with it they act in place and the
 * price follows the inputs.
 */
export const handle = { i18n: ['common', 'nav', 'orders', 'pricing'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => ordersTitle(matches, 'cart.filing.title');

interface LineInfo {
  price: LinePriceView | null;
  years: PatentYearOption[];
}

type RawLine = Record<string, string | undefined>;

async function lineInfos(typeId: number, lines: RawLine[], latestYear: string | null): Promise<LineInfo[]> {
  return Promise.all(
    lines.map(async (values) => {
      const years = typeId === 2 ? await yearsOf(values, latestYear) : [];
      const line = renewalLineOf(typeId, values);
      return { years, price: line.country_id ? await priceView(line) : null };
    }),
  );
}

async function context(request: Request, params: LoaderFunctionArgs['params']) {
  const { actor } = await requirePage(request, 'dashboard.filing');
  if (!isFilingType(params.type)) throw notFound();
  const typeId = FILING_TYPES[params.type];
  const source = await renewalSourceOr404(actor, params.id, typeId);
  return { actor, type: params.type, typeId, source };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { type, typeId, source } = await context(request, params);
  const url = new URL(request.url);
  if (url.searchParams.has('price')) return livePrice(url, typeId, source?.latest_year_granted ?? null);
  const [countries, rules, currency, allYears] = await Promise.all([serviceCountries(SERVICE.RENEWAL, typeId), countryRulesView(), loadCurrencyDisplay(request), yearsOf({})]);
  const defaultLines: RawLine[] = [source ? source.line : {}];
  if (source && typeId === 2) {
    // ORD-14: the first year still to pay is preselected, so the renewal is priced at once.
    defaultLines[0] = chooseOfferedYears({ ...source.line, select_year: undefined, total_year: undefined }, await yearsOf(source.line, source.latest_year_granted));
  }
  const infos = source && !source.blocked ? await lineInfos(typeId, defaultLines, source.latest_year_granted) : [{ price: null, years: typeId === 2 ? allYears : [] }];
  return {
    page: {
      type,
      typeId,
      countries: source && !countries.some((c) => c.id === source.country_id) ? [...countries, { id: source.country_id, name: source.country_name ?? '', iso2: source.country_iso2 }] : countries,
      rules,
      source: source ? { ip_id: source.ip_id, blocked: source.blocked, number: source.line.filing_no || source.line.application_no || '', country: countryName(source.country_name, source.country_iso2, await requestLanguage(request)) } : null,
      defaultLines,
      infos,
      allYears: typeId === 2 ? allYears : [],
      money: { currency: currency.currency, rates: currency.rates },
      fetchedAt: currency.fetchedAt,
      staleRates: currency.rates === null,
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, typeId, source } = await context(request, params);
  const formData = await request.formData();
  const submission = parseForm(formData, { schema: renewalBundleSchemaFor(typeId) });
  const payloadLines = (submission.payload as { lines?: unknown }).lines;
  const rawLines = (Array.isArray(payloadLines) ? payloadLines : []).filter((line): line is RawLine => !!line && typeof line === 'object' && !Array.isArray(line));
  // Conform has already applied "Add line" / "Remove line" (no JavaScript) to the payload.
  const infos = () => lineInfos(typeId, rawLines, source?.latest_year_granted ?? null);
  if (formData.get('intent') === 'price' || submission.status !== 'success') {
    const checking = formData.get('intent') === 'price';
    const problem = submission.status === 'error' && !checking ? (submission.error?.lines ? 'orders:cart.validation.min_one' : 'orders:cart.store_fail') : null;
    return { result: submission.reply(problem ? { formErrors: [problem] } : {}), infos: await infos(), success: null };
  }
  try {
    const { message, items } = await addCartBundle({
      actor,
      service_id: SERVICE.RENEWAL,
      type_id: typeId,
      lines: submission.value.lines,
      ip_id: source?.ip_id ?? null,
      acceptance: submission.value.acceptance === true,
    });
    return { result: submission.reply({ resetForm: true }), infos: null, success: { message, count: items.length } };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { result: submission.reply({ formErrors: [error.messageKey], fieldErrors: error.fieldErrors }), infos: await infos(), success: null };
  }
}

export default function Filing() {
  const { page } = useLoaderData<typeof loader>() as { page: Exclude<Awaited<ReturnType<typeof loader>>, { livePrice: unknown }>['page'] };
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('orders');
  const schema = renewalBundleSchemaFor(page.typeId);
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
      <PageHeader title={t('cart.filing.title')} lead={t('cart.filing.lead')} />
      {renewing ? null : (
        <nav className="cart-tabs" aria-label={t('cart.filing.tabsLabel')}>
          {(['trademark', 'patent'] as const).map((type) => (
            <Link key={type} to={`/dashboard/filing/${type}`} className="cart-tabs__tab" aria-current={page.type === type ? 'page' : undefined}>
              {t(`cart.filing.${type}Tab`)}
            </Link>
          ))}
        </nav>
      )}
      {actionData?.success ? (
        <Alert tone="success">
          {t(actionData.success.message)} <Link to="/dashboard/cart">{t('cart.filing.goToCart')}</Link>
        </Alert>
      ) : null}
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

