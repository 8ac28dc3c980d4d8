import {
  addCartBundle,
  cartFormIntentOf,
  chooseOfferedYears,
  countryName,
  FILING_TYPES,
  isAppError,
  isFilingType,
  renewalBundleFormSchemaFor,
  SERVICE,
  type PatentYearOption,
} from '@iprenew/models';
import { parseForm } from '~/lib/form.server';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { notFound, requirePage } from '~/lib/guard.server';
import { requestLanguage } from '~/lib/i18n.server';
import { countryRulesView, livePrice, priceView, renewalLineOf, ownCountry, renewalSourceOr404, serviceCountries, yearsOf, type LinePriceView } from '~/routes/dashboard+/_customer+/cart.server';

/**
 * The loader and action of Request Renewal Filing (ORD-1..20): the form's countries, rules, years and
 * prices, and the bundle added to the cart (addCartBundle). Opened from an IP the first line renews
 * that record (ORD-14).
 */

export interface LineInfo {
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

/** The page's type (trademark / patent) and, opened from an IP, its renewal source; else the 404 page. */
async function filingContext(request: Request, params: { type?: string; id?: string }) {
  const { actor } = await requirePage(request, 'dashboard.filing');
  if (!isFilingType(params.type)) throw notFound();
  const typeId = FILING_TYPES[params.type];
  const source = await renewalSourceOr404(actor, params.id, typeId);
  return { actor, type: params.type, typeId, source };
}

export async function filingPage(request: Request, params: { type?: string; id?: string }) {
  const { type, typeId, source } = await filingContext(request, params);
  const url = new URL(request.url);
  if (url.searchParams.has('price')) return livePrice(url, typeId, source?.latest_year_granted ?? null);
  const [countries, rules, currency, allYears] = await Promise.all([serviceCountries(SERVICE.RENEWAL, typeId, source ? ownCountry(source) : null), countryRulesView(), loadCurrencyDisplay(request), yearsOf({})]);
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
      countries,
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

export type FilingPageData = Exclude<Awaited<ReturnType<typeof filingPage>>, { livePrice: unknown }>['page'];

export async function filingFormAction(request: Request, params: { type?: string; id?: string }) {
  const { actor, typeId, source } = await filingContext(request, params);
  const submission = parseForm(await request.formData(), { schema: renewalBundleFormSchemaFor(typeId) });
  const payloadLines = (submission.payload as { lines?: unknown }).lines;
  const rawLines = (Array.isArray(payloadLines) ? payloadLines : []).filter((line): line is RawLine => !!line && typeof line === 'object' && !Array.isArray(line));
  // Conform has already applied "Add line" / "Remove line" (no JavaScript) to the payload.
  const infos = () => lineInfos(typeId, rawLines, source?.latest_year_granted ?? null);
  const checking = cartFormIntentOf(submission.payload) === 'price';
  if (checking || submission.status !== 'success') {
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

export type FilingActionData = Awaited<ReturnType<typeof filingFormAction>>;
