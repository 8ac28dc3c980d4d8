import { readConfigurationView, type ConfigurationView } from './configuration-view';
import { NOT_ALLOWED } from './shared';
import { type Actor, assertAllowed, type OperationOptions, orFail } from '../kernel/index';

/** ADM-66/67, ⚑AMB-04: the configuration page's data for super admins and admins. */
export async function getConfiguration({ actor }: { actor: Actor }, options: OperationOptions = {}): Promise<ConfigurationView> {
  assertAllowed(actor, 'configuration', 'read', NOT_ALLOWED);
  return orFail('settings:retrieve_configuration_fail', () => readConfigurationView(options.transaction));
}
