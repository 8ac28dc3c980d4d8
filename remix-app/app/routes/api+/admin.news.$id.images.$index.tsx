import type { LoaderFunctionArgs } from '@remix-run/node';
import { readNewsImageResource } from '~/rest/news.server';

/** GET /api/admin/news/:id/images/:index — the edit form's preview of a news image (staff, any status). */
export const loader = ({ request, params }: LoaderFunctionArgs) => readNewsImageResource(request, params.id, params.index);
