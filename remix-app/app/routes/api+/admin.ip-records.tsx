import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listIpRecordResource } from '~/rest/ip-records.server';

/** GET /api/admin/ip-records: the staff trademark / patent lists (ADM-22..25). */
export const loader = ({ request }: LoaderFunctionArgs) => listIpRecordResource(request);
export const action = () => methodNotAllowed(['GET']);
