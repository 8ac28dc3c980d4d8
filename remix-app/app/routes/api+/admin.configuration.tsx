import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { readConfiguration, saveConfiguration } from '~/rest/settings-configuration.server';

/** GET and PUT /api/admin/configuration (ADM-66/67/70, G-27). */
export const loader = ({ request }: LoaderFunctionArgs) => readConfiguration(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'PUT' ? saveConfiguration(request) : methodNotAllowed(['GET', 'PUT']));
