import { cartFormIntentOf, getCartItem, getRenewalSource, isAppError, listCountryStates, renewalLineFormSchemaFor, SERVICE, updateCartItem, type CartLineJson } from '@iprenew/models';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { parseForm } from '~/lib/form.server';
import { requirePage } from '~/lib/guard.server';
import { or404 } from '~/lib/guard.server';
import { countryRulesView, livePrice, priceView, renewalLineOf, ownCountry, serviceCountries, yearsOf } from '~/routes/dashboard+/_customer+/cart.server';
import { requestFormAction } from '~/routes/dashboard+/_customer+/request.server';
import { requestFormContext, requestFormQueries, type RequestService } from '~/routes/dashboard+/_customer+/request-page.server';

/**
 * The loader and action of Cart Detail (ORD-25): one of the customer's lines with the filing form's
 * values (a renewal line) or the request form's (a search / application line), re-priced on save
 * (updateCartItem). Someone else's line is a 404.
 */

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

export async function cartDetailPage(request: Request, id: string | undefined) {
  const { line, latestYear } = await lineOf(request, id);
  const url = new URL(request.url);
  if (line.service_id === SERVICE.RENEWAL) {
    if (url.searchParams.has('price')) return livePrice(url, line.type_id, latestYear);
    const values = renewalValues(line);
    const [countries, rules, currency, years] = await Promise.all([serviceCountries(SERVICE.RENEWAL, line.type_id, ownCountry(line)), countryRulesView(), loadCurrencyDisplay(request), line.type_id === 2 ? yearsOf(values, latestYear) : Promise.resolve([])]);
    return {
      detail: {
        kind: 'renewal' as const,
        line,
        values,
        countries,
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
    const context = await requestFormContext(request, serviceId, { id: line.country_id, name: line.country_name ?? '', iso2: line.country_iso2 ?? null });
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

export type CartDetailData = Extract<Awaited<ReturnType<typeof cartDetailPage>>, { detail: unknown }>['detail'];

export async function cartDetailAction(request: Request, id: string | undefined) {
  const { actor, line, latestYear } = await lineOf(request, id);
  if (line.service_id === SERVICE.SEARCH || line.service_id === SERVICE.APPLICATION) return requestFormAction(request, actor, line.service_id as RequestService, line.id);
  const submission = parseForm(await request.formData(), { schema: renewalLineFormSchemaFor(line.type_id) });
  const values = Object.fromEntries(Object.entries(submission.payload).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]));
  const extras = async () => ({ price: await priceView(renewalLineOf(line.type_id, values)), years: line.type_id === 2 ? await yearsOf(values, latestYear) : [] });
  const checking = cartFormIntentOf(submission.payload) === 'price';
  if (checking || submission.status !== 'success') {
    const failed = submission.status === 'error' && !checking;
    return { result: submission.reply(failed ? { formErrors: ['orders:cart.update_fail'] } : {}), ...(await extras()), success: null };
  }
  const { intent: _intent, ...edited } = submission.value;
  try {
    const { message } = await updateCartItem({ actor, id: line.id, line: edited });
    return { result: submission.reply(), ...(await extras()), success: message };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { result: submission.reply({ formErrors: [error.messageKey], fieldErrors: error.fieldErrors }), ...(await extras()), success: null };
  }
}
