import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { parseForm } from '~/lib/form.server';
import { getCartItem, getRenewalSource, isAppError, listCountryStates, SERVICE, updateCartItem, type CartLineJson } from '@iprenew/models';
import { renewalLineSchemaFor } from '@iprenew/models/browser';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import cartStyles from '~/components/cart/cart.css?url';
import { countryRulesView, livePrice, or404, priceView, renewalLineOf, serviceCountries, yearsOf } from '~/routes/dashboard+/_customer+/cart.server';
import { FormProblem } from '~/components/cart/FormProblem';
import { ordersTitle } from '~/components/cart/meta';
import { PriceSubmitActions } from '~/components/cart/PriceSubmitActions';
import { RenewalLineFields } from '~/components/cart/RenewalLineFields';
import { RequestForm } from '~/components/cart/RequestForm';
import { requestFormAction } from '~/routes/dashboard+/_customer+/request.server';
import { requestFormContext, requestFormQueries, type RequestService } from '~/routes/dashboard+/_customer+/request-page.server';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { requirePage } from '~/lib/guard.server';

/**
 * Cart Detail (ORD-25): edits one of the customer's lines with the filing form's rules (a renewal
 * line) or the request form's (a search / application line), re-priced on save. 'Cart update
 * successful' / 'Fail to update cart'; someone else's line is a 404.
 */
export const handle = { i18n: ['common', 'nav', 'orders', 'pricing', 'site'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => ordersTitle(matches, 'cart.detail.title');

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function renewalValues(line: CartLineJson): Record<string, string> {
  if (line.type_id === 2) {
    const years = line.selected_years;
    return {
      application_no: text(line.application_no),
      grant_no: text(line.grant_no),
      country_id: text(line.country_id),
      grant_date: text(line.grant_date),
      filing_date: text(line.filing_date),
      select_year: text(years[0]?.year_granted),
      total_year: text(years[years.length - 1]?.year_granted),
    };
  }
  return {
    filing_no: text(line.filing_no),
    country_id: text(line.country_id),
    application_name: text(line.application_name),
    expiry_date: text(line.expiry_date),
    multiclass_no: text(line.multiclass_no),
    multiclass_name: text(line.multiclass_name),
    no_of_goods: text(line.no_of_goods),
  };
}

function requestValues(line: CartLineJson) {
  const request = line.request;
  return {
    country_id: text(line.country_id),
    description: request?.description ?? '',
    classifications: request?.classifications.length ? request.classifications.map((row) => ({ term: row.term, goods: row.goods })) : [{ term: '', goods: '' }],
    name: text(line.application_name),
    partners: (request?.partners ?? []).map((name) => ({ name })),
    is_english_only: request?.is_english_only ? 'on' : '',
    address: line.address
      ? { address_1: text(line.address.address_1), address_2: text(line.address.address_2), poscode: text(line.address.poscode), city: text(line.address.city), country_id: text(line.address.country_id), state_id: text(line.address.state_id) }
      : {},
  };
}

async function lineOf(request: Request, id: string | undefined) {
  const { actor } = await requirePage(request, 'dashboard.cart.detail');
  const lineId = id && /^\d+$/.test(id) ? Number(id) : 0;
  const line = await or404(() => getCartItem({ actor, id: lineId }));
  // ORD-14, CAT-39: a patent renewed from the customer's record offers only the years after its last one.
  const latestYear =
    line.order_type === 'request renewal' && line.ip_id && line.type_id === 2
      ? await getRenewalSource({ actor, ipId: line.ip_id, typeId: 2 }).then((source) => source.latest_year_granted, () => null)
      : null;
  return { actor, line, latestYear };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { line, latestYear } = await lineOf(request, params.id);
  const url = new URL(request.url);
  if (line.service_id === SERVICE.RENEWAL) {
    if (url.searchParams.has('price')) return livePrice(url, line.type_id, latestYear);
    const values = renewalValues(line);
    const [countries, rules, currency, years] = await Promise.all([serviceCountries(SERVICE.RENEWAL, line.type_id), countryRulesView(), loadCurrencyDisplay(request), line.type_id === 2 ? yearsOf(values, latestYear) : Promise.resolve([])]);
    return {
      detail: {
        kind: 'renewal' as const,
        line,
        values,
        countries: countries.some((c) => c.id === line.country_id) ? countries : [...countries, { id: line.country_id, name: line.country_name ?? '', iso2: line.country_iso2 }],
        rules,
        years,
        price: await priceView(renewalLineOf(line.type_id, values)),
        money: { currency: currency.currency, rates: currency.rates },
        fetchedAt: currency.fetchedAt,
      },
    };
  }
  if (line.service_id === SERVICE.SEARCH || line.service_id === SERVICE.APPLICATION) {
    const serviceId = line.service_id as RequestService;
    const query = await requestFormQueries(url, serviceId);
    if (query) return query;
    const context = await requestFormContext(request, serviceId);
    const statesFor = line.address?.country_id ?? null;
    return {
      detail: {
        kind: 'request' as const,
        line,
        serviceId,
        values: requestValues(line),
        ...context,
        states: await listCountryStates(statesFor),
        statesFor,
        price: { fee: line.fee, fee_type: line.fee_type, problem: null, fieldErrors: {} },
      },
    };
  }
  return { detail: { kind: 'other' as const, line } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, line, latestYear } = await lineOf(request, params.id);
  if (line.service_id === SERVICE.SEARCH || line.service_id === SERVICE.APPLICATION) return requestFormAction(request, actor, line.service_id as RequestService, line.id);
  const formData = await request.formData();
  const submission = parseForm(formData, { schema: renewalLineSchemaFor(line.type_id) });
  const values = Object.fromEntries(Object.entries(submission.payload).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]));
  const extras = async () => ({ price: await priceView(renewalLineOf(line.type_id, values)), years: line.type_id === 2 ? await yearsOf(values, latestYear) : [] });
  if (formData.get('intent') === 'price' || submission.status !== 'success') {
    const failed = submission.status === 'error' && formData.get('intent') !== 'price';
    return { result: submission.reply(failed ? { formErrors: ['orders:cart.update_fail'] } : {}), ...(await extras()), success: null };
  }
  try {
    const { message } = await updateCartItem({ actor, id: line.id, line: submission.value });
    return { result: submission.reply(), ...(await extras()), success: message };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { result: submission.reply({ formErrors: [error.messageKey], fieldErrors: error.fieldErrors }), ...(await extras()), success: null };
  }
}

type DetailData = Extract<Awaited<ReturnType<typeof loader>>, { detail: unknown }>['detail'];

export default function CartDetail() {
  const { detail } = useLoaderData<typeof loader>() as { detail: DetailData };
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('cart.detail.title')} lead={t('cart.detail.lead')}>
        <Link to="/dashboard/cart" className="button button--secondary">
          {t('cart.detail.back')}
        </Link>
      </PageHeader>
      {detail.kind === 'renewal' ? <RenewalDetail detail={detail} /> : null}
      {detail.kind === 'request' ? <RequestDetailForm detail={detail} /> : null}
      {detail.kind === 'other' ? <Alert tone="info">{t('cart.detail.notEditable')}</Alert> : null}
    </>
  );
}

function RenewalDetail({ detail }: { detail: Extract<DetailData, { kind: 'renewal' }> }) {
  const actionData = useActionData<typeof action>() as { result: never; price: DetailData extends never ? never : Extract<DetailData, { kind: 'renewal' }>['price']; years: Extract<DetailData, { kind: 'renewal' }>['years']; success: string | null } | undefined;
  const { t } = useTranslation('orders');
  const schema = renewalLineSchemaFor(detail.line.type_id);
  const [form, fields] = useForm({
    id: `cart-line-${detail.line.id}`,
    lastResult: actionData?.result,
    defaultValue: detail.values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const renewing = detail.line.order_type === 'request renewal';
  return (
    <>
      {actionData?.success ? <Alert tone="success">{t(actionData.success)}</Alert> : null}
      <FormProblem errors={form.errors} fieldErrors={actionData?.success ? undefined : (actionData?.result as { error?: Record<string, string[]> } | undefined)?.error} />
      <Form method="post" className="panel cart-form" {...getFormProps(form)} noValidate>
        <h2 className="panel__title">{t(`cart.list.sections.${detail.line.kind}`)}</h2>
        {renewing ? <p className="field__hint">{t('cart.list.requestRenewal')}</p> : null}
        <div className="cart-line">
          <RenewalLineFields
            typeId={detail.line.type_id}
            fields={fields as never}
            countries={detail.countries}
            rules={detail.rules}
            years={actionData?.years?.length ? actionData.years : detail.years}
            identityReadOnly={renewing}
            price={actionData?.price ?? detail.price}
            priceUrl={`/dashboard/cart/detail/${detail.line.id}`}
            money={detail.money}
            index={0}
          />
        </div>
        <PriceSubmitActions label={t('cart.detail.save')} busyLabel={t('cart.detail.saving')} />
        <CurrencyDisclaimer fetchedAt={detail.fetchedAt} stale={detail.money.rates === null} />
      </Form>
    </>
  );
}

function RequestDetailForm({ detail }: { detail: Extract<DetailData, { kind: 'request' }> }) {
  const actionData = useActionData() as Awaited<ReturnType<typeof requestFormAction>> | undefined;
  const { t } = useTranslation('orders');
  return (
    <>
      {actionData?.success ? <Alert tone="success">{t(actionData.success)}</Alert> : null}
      <RequestForm
        id={`cart-request-${detail.line.id}`}
        serviceId={detail.serviceId}
        countries={detail.countries.some((c) => c.id === detail.line.country_id) ? detail.countries : [...detail.countries, { id: detail.line.country_id, name: detail.line.country_name ?? '', iso2: detail.line.country_iso2 }]}
        addressCountries={detail.addressCountries}
        states={actionData?.statesFor ? actionData.states : detail.states}
        statesFor={actionData?.statesFor ?? detail.statesFor}
        defaultValue={detail.values}
        lastResult={actionData?.result}
        price={actionData?.price ?? detail.price}
        pageUrl={`/dashboard/cart/detail/${detail.line.id}`}
        money={detail.money}
        fetchedAt={detail.fetchedAt}
        logoUrl={detail.line.request?.logo ? `/dashboard/cart/detail/${detail.line.id}/logo` : null}
        submitLabel={t('cart.detail.save')}
        busyLabel={t('cart.detail.saving')}
      />
    </>
  );
}
