import { deliveryTrackingFormSchema, dispatchDelivery, isAppError } from '@iprenew/models';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import type { TrackingActionData } from '~/components/deliveries/TrackingForm';
import { parseForm } from '~/lib/form.server';
import { notFound, requirePage } from '~/lib/guard.server';

/**
 * POST /resources/deliveries/:id/tracking (DLV-5..7, AGT-13): the tracking action of the agent's
 * delivery list and of the job page's deliver request. Guarded like /dashboard/delivery; the
 * operation decides the rest — another agent's delivery (or a customer, whose side is not built yet)
 * answers 404, a delivered or cancelled one 409 'Failed_Update_Please_Try_Again', bad fields 422 with
 * the field messages.
 */
export const loader = () => {
  throw notFound();
};

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.delivery');
  const submission = parseForm(await request.formData(), { schema: deliveryTrackingFormSchema });
  if (submission.status !== 'success') {
    return data<TrackingActionData>({ result: submission.reply({ formErrors: ['deliveries:update.fail'] }), success: null }, { status: 422 });
  }
  try {
    const { message } = await dispatchDelivery({ actor, id: params.id, courier: submission.value.courier, tracking_no: submission.value.tracking_no });
    return data<TrackingActionData>({ result: submission.reply(), success: message });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 404 || error.status === 403) throw notFound();
    return data<TrackingActionData>(
      { result: submission.reply({ formErrors: [error.messageKey], fieldErrors: error.fieldErrors }), success: null },
      { status: error.status },
    );
  }
}
