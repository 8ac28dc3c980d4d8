import { DELIVERY_REQUEST_FIELDS, isAppError, listAddressCountries, listCountryStates, openDeliveryRequest, packPlaces, placeId, requestDelivery } from '@iprenew/models';
import { data } from '@remix-run/node';
import { or404, redirectWithFlash, notFound, requirePage } from '~/lib/guard.server';

const ROUTE = 'dashboard.application.delivery';
type Values = Record<(typeof DELIVERY_REQUEST_FIELDS)[number], string>;
/** Every posted or typed value is cut to the longest column (address lines: 191). */
const bounded = (value: FormDataEntryValue | string | null): string => (typeof value === 'string' ? value.slice(0, 191) : '');
const valuesOf = (read: (field: string) => FormDataEntryValue | string | null): Values =>
  Object.fromEntries(DELIVERY_REQUEST_FIELDS.map((field) => [field, bounded(read(field))])) as Values;

/**
 * /dashboard/application/:id/delivery (DLV-11..16, G-37, ACL-52, ADR 041), the owner's deliver
 * request: the application (another customer's or a missing one: 404), whether delivery may be
 * requested now, the profile's address ('Use Own Address') with its country's states, and the
 * countries and the chosen country's states. Without JavaScript the "show the states" button sends
 * the form here by GET and the typed values come back.
 */
export async function loadDeliveryRequest(request: Request, applicationId: string | undefined) {
  const { actor } = await requirePage(request, ROUTE);
  const delivery = await or404(() => openDeliveryRequest({ actor, applicationId }));
  const query = new URL(request.url).searchParams;
  const defaults = valuesOf((field) => query.get(field));
  const useOwn = query.get('use_own_address') === 'on';
  const [countries, states, ownStates] = await Promise.all([
    listAddressCountries(),
    listCountryStates(placeId(defaults.country_id)),
    listCountryStates(delivery.own_address.country_id),
  ]);
  return { delivery, defaults, useOwn, countries: packPlaces(countries), states, statesFor: placeId(defaults.country_id), ownStates };
}

export type DeliveryRequestActionData = {
  error: string;
  fieldErrors: Record<string, string[]>;
  values: Values;
  useOwn: boolean;
  /** The typed country's states, so the refused form keeps the chosen state. */
  states: { id: number; name: string }[];
  statesFor: number | null;
};

/**
 * POST: requestDelivery with the typed address or 'Use Own Address' (the profile, read on the
 * server). Success: to the cart with 'The delivery has been added to your cart'. Refusals (wrong
 * status, an open request, a bad or uncovered address) answer with their message and the typed
 * values; nothing is written. Someone else's application: 404.
 */
export async function deliveryRequestAction(request: Request, applicationId: string | undefined) {
  const { actor } = await requirePage(request, ROUTE);
  const form = await request.formData();
  const values = valuesOf((field) => form.get(field));
  const useOwn = form.get('use_own_address') === 'on';
  try {
    const { message } = await requestDelivery({ actor, applicationId, address: values, useOwnAddress: useOwn });
    return await redirectWithFlash('/dashboard/cart', { type: 'success', message });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 404 || error.status === 403) throw notFound();
    const statesFor = placeId(values.country_id);
    const states = await listCountryStates(statesFor);
    return data<DeliveryRequestActionData>({ error: error.messageKey, fieldErrors: error.fieldErrors ?? {}, values, useOwn, states, statesFor }, { status: error.status });
  }
}
