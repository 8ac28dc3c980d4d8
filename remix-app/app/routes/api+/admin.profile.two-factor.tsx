import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getTwoFactor, postTwoFactor } from '~/rest/two-factor.server';

/** GET/POST /api/admin/profile/two-factor: the staff member's own two-factor sign-in (issue 18, ADR 077). */
export const loader = ({ request }: LoaderFunctionArgs) => getTwoFactor(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? postTwoFactor(request) : methodNotAllowed(['POST']));
