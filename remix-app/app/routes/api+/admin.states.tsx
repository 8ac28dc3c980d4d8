import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listStatesResource } from '~/rest/settings-countries.server';

/** GET /api/admin/states?filter={"country_id":N} (delivery price scope, ⚑AMB-23). */
export const loader = ({ request }: LoaderFunctionArgs) => listStatesResource(request);
export const action = (_args: ActionFunctionArgs) => methodNotAllowed(['GET']);
