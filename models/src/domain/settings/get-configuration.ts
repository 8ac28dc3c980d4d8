import { readConfigurationView, type ConfigurationView } from './configuration-view';
import { assertAllowed, NOT_ALLOWED, orFail, type Actor, type OperationOptions } from './shared';

/** ADM-66/67, ⚑AMB-04: the configuration page's data for super admins and admins. */
export async function getConfiguration({ actor }: { actor: Actor }, options: OperationOptions = {}): Promise<ConfigurationView> {
  assertAllowed(actor, 'configuration', 'read', NOT_ALLOWED);
  return orFail('settings:retrieve_configuration_fail', () => readConfigurationView(options.transaction));
}
