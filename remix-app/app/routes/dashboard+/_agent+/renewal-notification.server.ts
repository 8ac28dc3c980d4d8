import { isAppError, setRenewalNotification, type Actor } from '@iprenew/models';
import { RENEWAL_NOTIFICATION_INTENT } from '@iprenew/models/browser';
import { notFound } from '~/lib/guard.server';
import { redirectWithFlash } from '~/lib/session.server';

/** A posted IP id: digits only, else null (the domain decides whether the agent may label it). */
const ipIdOf = (value: FormDataEntryValue | null): number | null => (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

/**
 * 'Set Renewal Notification' (AGT-17, G-31, G-59): the domain decides — the agent assigned to the IP's
 * latest application, Completed, no outstanding settlement proof, no label yet. An IP that is not
 * theirs is 404; a refused state comes back to `back` with the refusal, success with its message.
 */
export { RENEWAL_NOTIFICATION_INTENT };

export async function renewalNotificationAction(actor: Actor, formData: FormData, back: string): Promise<never> {
  const id = ipIdOf(formData.get('ip_id'));
  if (id === null) throw notFound();
  try {
    await setRenewalNotification({ actor, id });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 404) throw notFound();
    throw await redirectWithFlash(back, { type: 'error', message: 'jobs:detail.renewal.fail' });
  }
  throw await redirectWithFlash(back, { type: 'success', message: 'jobs:detail.renewal.success' });
}
