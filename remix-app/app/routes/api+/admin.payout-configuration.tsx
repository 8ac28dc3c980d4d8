import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { readPayoutConfiguration, savePayoutConfiguration } from '~/rest/settings-configuration.server';

/** GET and PUT /api/admin/payout-configuration {mode, client_id, client_secret, fee_percent, fee_fixed} (ADR 055). */
export const loader = ({ request }: LoaderFunctionArgs) => readPayoutConfiguration(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'PUT' ? savePayoutConfiguration(request) : methodNotAllowed(['GET', 'PUT']));
