import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getRatingResource, updateRatingResource } from '~/rest/ratings.server';

/** GET (read) and PUT ({is_public}: hide / show the review, G-50) /api/admin/ratings/:id. */
export const loader = ({ request, params }: LoaderFunctionArgs) => getRatingResource(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => (request.method === 'PUT' ? updateRatingResource(request, params.id) : methodNotAllowed(['GET', 'PUT']));
