import type { PaymentConfigurationView } from '../../schemas/settings';
import { readPaymentType, readStoredInputs, toPaymentView } from './payment-inputs';
import { NOT_ALLOWED } from './shared';
import { type Actor, assertAllowed, type OperationOptions, orFail } from '../kernel/index';

/** ADM-68: the payment option and its fields for the console; secrets only as "set" (never in clear). */
export async function getPaymentConfiguration({ actor }: { actor: Actor }, options: OperationOptions = {}): Promise<PaymentConfigurationView> {
  assertAllowed(actor, 'payment-configuration', 'read', NOT_ALLOWED);
  return orFail('settings:retrieve_configuration_fail', async () => {
    const [type, inputs] = await Promise.all([readPaymentType(options.transaction), readStoredInputs(options.transaction)]);
    return toPaymentView(type, inputs);
  });
}
