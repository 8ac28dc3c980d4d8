import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { runPaymentAction } from '~/rest/payments.server';

/** POST /api/admin/payments/:id/(verify|reject|update-to-success|regenerate-invoice|mark-refunded) — ORD-62, G-14, G-24, ADR 016. */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'POST' ? runPaymentAction(request, params.id, params.action) : methodNotAllowed(['POST']);
