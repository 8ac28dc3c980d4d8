import type { LoaderFunctionArgs } from '@remix-run/node';
import { listRatingResource } from '~/rest/ratings.server';

/** GET /api/admin/ratings (G-50): the staff ratings list. */
export const loader = ({ request }: LoaderFunctionArgs) => listRatingResource(request);
