import type { LoaderFunctionArgs } from '@remix-run/node';
import { payoutFileResponse } from './agent-payments.server';

/** GET /dashboard/payment/payouts/:id/file — the payout proof (AGT-38, G-45): its own agent only; anyone else 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) => payoutFileResponse(request, params.id);
