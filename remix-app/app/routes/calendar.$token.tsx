import type { LoaderFunctionArgs } from '@remix-run/node';
import { isAppError, readCalendarFeed } from '@iprenew/models';
import { notFound } from '~/lib/guard.server';
import { maintenanceOn } from '~/lib/maintenance-flag.server';

/**
 * GET /calendar/{token}.ics (issue 18, ADR 073): a customer's private deadline calendar, for calendar
 * apps that subscribe to it — no sign-in: the token is the key. A token that is not a live one answers
 * the same 404 as any unknown page, whatever the reason. While maintenance is on, 503 with a retry hint
 * (a calendar app cannot follow the maintenance page).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (await maintenanceOn(request)) return new Response('Maintenance', { status: 503, headers: { 'Retry-After': '3600', 'Content-Type': 'text/plain; charset=utf-8' } });
  const token = (params.token ?? '').replace(/\.ics$/, '');
  try {
    const { body, filename } = await readCalendarFeed({ token });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `inline; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      },
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw notFound();
    throw error;
  }
}
