import { parseForm } from '~/lib/form.server';
import { addCartBundle, cartFormIntentOf, isAppError, listCountryStates, placeId, requestFormSchemaFor, updateCartItem, type Actor } from '@iprenew/models';
import { postedFile } from '~/lib/upload.server';
import { priceView } from '~/routes/dashboard+/_customer+/cart.server';

/**
 * The action of a search / application request form (POR-39..49, G-33), adding a line (search and
 * apply pages) or editing one (cart detail). Intents: Conform's add/remove rows, 'price' (check the
 * price without JavaScript), 'states' (load the states without JavaScript), 'submit'.
 */
export async function requestFormAction(request: Request, actor: Actor, serviceId: 1 | 2, cartId: number | null) {
  // The body guard (server/body-guard.ts) has already bounded this body (BODY_LIMITS.logoForm).
  const submission = parseForm(await request.formData(), { schema: requestFormSchemaFor(serviceId) });
  const payload = submission.payload as { country_id?: string; classifications?: unknown; address?: { country_id?: string } };
  const intent = cartFormIntentOf(submission.payload);
  const statesFor = placeId(payload.address?.country_id);
  const extras = async () => {
    const countryId = placeId(payload.country_id) ?? 0;
    const classes = Math.max(1, Math.min(45, (Array.isArray(payload.classifications) ? payload.classifications : []).filter(Boolean).length));
    return {
      price: countryId ? await priceView({ service_id: serviceId, type_id: 1, country_id: countryId, multiclass_no: classes }) : null,
      states: await listCountryStates(statesFor),
      statesFor,
    };
  };
  if (intent === 'price' || intent === 'states' || submission.status !== 'success') {
    const failed = submission.status === 'error' && intent !== 'price' && intent !== 'states';
    return { result: submission.reply(failed ? { formErrors: [cartId ? 'orders:cart.update_fail' : 'orders:cart.store_fail'] } : {}), ...(await extras()), success: null };
  }
  const { intent: _intent, logo: file, ...form } = submission.value;
  const logo = await postedFile(file);
  try {
    const message = cartId
      ? (await updateCartItem({ actor, id: cartId, request: form, logo })).message
      : (await addCartBundle({ actor, service_id: serviceId, request: form, logo })).message;
    return { result: submission.reply(cartId ? {} : { resetForm: true }), price: null, states: [], statesFor: null, success: message };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { result: submission.reply({ formErrors: [error.messageKey], fieldErrors: error.fieldErrors }), ...(await extras()), success: null };
  }
}
