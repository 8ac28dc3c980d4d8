import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { readPaymentConfiguration, savePaymentConfiguration } from '~/rest/settings-configuration.server';

/** GET and PUT /api/admin/payment-configuration {payment_type, input} (ADM-68). */
export const loader = ({ request }: LoaderFunctionArgs) => readPaymentConfiguration(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'PUT' ? savePaymentConfiguration(request) : methodNotAllowed(['GET', 'PUT']));
