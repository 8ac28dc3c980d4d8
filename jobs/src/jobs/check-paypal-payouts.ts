import { checkPaypalPayouts } from '@iprenew/models';
import { runJob } from '../run-job';

/** ADR 055: every 10 minutes, ask PayPal where each Send via PayPal in flight stands and apply it. The job only calls the domain. */
export default async function checkPaypalPayoutsJob() {
  return runJob('check-paypal-payouts', 9 * 60, () => checkPaypalPayouts());
}
