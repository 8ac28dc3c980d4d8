import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { settlementFileResource } from '~/rest/settlements.server';

/** GET /api/admin/settlements/:id/proof/(proof|proof2): View Proof / View Proof 2, authorised (SET-20, G-15, G-45). */
export const loader = ({ request, params }: LoaderFunctionArgs) => settlementFileResource(request, params.id, params.which);
export const action = () => methodNotAllowed(['GET']);
