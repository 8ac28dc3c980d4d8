import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { setCountriesInServiceResource } from '~/rest/settings-countries.server';

/** POST /api/admin/countries/set-in-service {country: number[]} (CAT-23, ADM-69; super admin). */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? setCountriesInServiceResource(request) : methodNotAllowed(['POST']));
