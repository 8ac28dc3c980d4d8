import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listAvailableCountriesResource } from '~/rest/products-actions.server';

/** GET /api/admin/products/available-countries: the countries without a product (CAT-20, Super Admin). */
export const loader = ({ request }: LoaderFunctionArgs) => listAvailableCountriesResource(request);
export const action = () => methodNotAllowed(['GET']);
