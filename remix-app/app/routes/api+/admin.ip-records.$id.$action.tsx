import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { jsonResponse, methodNotAllowed } from '~/lib/api.server';
import { ipLogoResource, runIpRecordAction } from '~/rest/ip-records.server';

/** POST /api/admin/ip-records/:id/(restore|transfer|renewal-notification|logo); GET …/logo (the image). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  params.action === 'logo' ? ipLogoResource(request, params.id) : params.action === 'restore' || params.action === 'transfer' || params.action === 'renewal-notification' ? methodNotAllowed(['POST']) : jsonResponse({ message: 'Not Found' }, { status: 404 });
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'POST' ? runIpRecordAction(request, params.id, params.action) : methodNotAllowed(['POST']);
