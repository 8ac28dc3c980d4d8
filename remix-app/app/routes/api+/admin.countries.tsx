import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listCountriesResource } from '~/rest/settings-countries.server';

/** GET /api/admin/countries (CAT-23): the console's country pickers. */
export const loader = ({ request }: LoaderFunctionArgs) => listCountriesResource(request);
export const action = (_args: ActionFunctionArgs) => methodNotAllowed(['GET']);
