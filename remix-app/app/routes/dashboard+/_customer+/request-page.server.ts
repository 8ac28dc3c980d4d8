import { emptyRequestsPage, getMyRequest, type RequestEntryJson, isAppError, listAddressCountries, listCountryStates, listMyRequests, packPlaces, placeId, readRequestLogo, SERVICE, type Actor, type Place, type User } from '@iprenew/models';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { or404 } from '~/lib/guard.server';
import { liveRequestPrice, logoResponse, serviceCountries } from '~/routes/dashboard+/_customer+/cart.server';

export type RequestService = typeof SERVICE.SEARCH | typeof SERVICE.APPLICATION;

/** GET helpers every request form page answers: `?price=1` (live price) and `?states_for=` (states of a country). */
export async function requestFormQueries(url: URL, serviceId: RequestService) {
  if (url.searchParams.has('price')) return liveRequestPrice(url, serviceId);
  if (url.searchParams.has('states_for')) {
    const statesFor = placeId(url.searchParams.get('states_for'));
    return { states: await listCountryStates(statesFor), statesFor };
  }
  return null;
}

/**
 * What a request form needs besides its values: countries sold (with `keep`, a cart line's country no
 * longer sold, so its select still shows it), address countries, money display. Both country lists are
 * packed (issue 17, packPlaces): their ids where the reference list holds them, not objects.
 */
export async function requestFormContext(request: Request, serviceId: RequestService, keep?: Place) {
  const [countries, addressCountries, currency] = await Promise.all([
    serviceCountries(serviceId, 1, keep).then(packPlaces),
    serviceId === SERVICE.APPLICATION ? listAddressCountries().then(packPlaces) : Promise.resolve(null),
    loadCurrencyDisplay(request),
  ]);
  return { countries, addressCountries, money: { currency: currency.currency, rates: currency.rates }, fetchedAt: currency.fetchedAt };
}

/** The empty form: one classification row (POR-44); an application starts with the customer's own name and address. */
export async function newRequestDefaults(user: User, serviceId: RequestService) {
  const base = { classifications: [{ term: '', goods: '' }] };
  if (serviceId !== SERVICE.APPLICATION) return { defaultValue: base, states: [], statesFor: null };
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const statesFor = user.country_id ?? null;
  return {
    defaultValue: {
      ...base,
      name: text(user.company || user.name),
      partners: [],
      address: { address_1: text(user.address_1), address_2: text(user.address_2), poscode: text(user.poscode), city: text(user.city), country_id: text(user.country_id), state_id: text(user.state_id) },
    },
    states: await listCountryStates(statesFor),
    statesFor,
  };
}

/** One page of the customer's own paid requests of that service (POR-38), from `?page=` and `?per_page=`. */
export const myRequests = (actor: Actor, serviceId: RequestService, url: URL) =>
  listMyRequests({ actor, service_id: serviceId, page: url.searchParams.get('page') ?? 1, perPage: url.searchParams.get('per_page') ?? undefined });

const idOf = (rawId: string | undefined) => (rawId && /^\d+$/.test(rawId) ? Number(rawId) : 0);

/** One of them, or the 404 page. */
export function myRequestOr404(actor: Actor, serviceId: RequestService, rawId: string | undefined) {
  return or404(() => getMyRequest({ actor, service_id: serviceId, id: idOf(rawId) }));
}

/** Its logo image, or the 404 page. */
export async function myRequestLogo(actor: Actor, serviceId: RequestService, rawId: string | undefined) {
  return logoResponse(await or404(() => readRequestLogo({ actor, service_id: serviceId, id: idOf(rawId) })));
}

/** What the list shows of a request (POR-38; issue 17: the page's loader data carries no more). */
export type RequestListRow = Pick<RequestEntryJson, 'id' | 'reference' | 'type_id' | 'created_at'> & {
  /** The status's id; its label is the catalogue's (applicationStatusLabelKey), not sent with each row. */
  status_id: number | null;
  classifications: Pick<RequestEntryJson['classifications'][number], 'term' | 'goods'>[];
};

const listRowOf = (entry: RequestEntryJson): RequestListRow => ({
  id: entry.id,
  reference: entry.reference,
  type_id: entry.type_id,
  created_at: entry.created_at,
  status_id: entry.status.id,
  classifications: entry.classifications.map(({ term, goods }) => ({ term, goods })),
});

/** The loader of the search / apply pages: the GET helpers, else the form and the customer's list. */
export async function requestPageLoader(request: Request, { user, actor }: { user: User; actor: Actor }, serviceId: RequestService) {
  const url = new URL(request.url);
  const query = await requestFormQueries(url, serviceId);
  if (query) return query;
  const [context, defaults, listed] = await Promise.all([
    requestFormContext(request, serviceId),
    newRequestDefaults(user, serviceId),
    // A list that cannot be read is emptied with SYS-7's message; the form still works.
    myRequests(actor, serviceId, url).then(
      ({ rows, ...paging }) => ({ entries: rows.map(listRowOf), paging, loadError: null }),
      (error: unknown) => {
        if (!isAppError(error)) throw error;
        const { rows, ...paging } = emptyRequestsPage(url.searchParams.get('per_page'));
        return { entries: rows.map(listRowOf), paging, loadError: error.messageKey };
      },
    ),
  ]);
  return { page: { serviceId, ...context, ...defaults, ...listed } };
}

export type RequestPageData = Extract<Awaited<ReturnType<typeof requestPageLoader>>, { page: unknown }>['page'];
