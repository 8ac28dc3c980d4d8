import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { generateVoucherCodeResource } from '~/rest/vouchers.server';

/** GET /api/admin/vouchers/generate-code → {code}: a new, unused 8-character code (ADM-44). */
export const loader = ({ request }: LoaderFunctionArgs) => generateVoucherCodeResource(request);
export const action = () => methodNotAllowed(['GET']);
