import type { LoaderFunctionArgs } from '@remix-run/node';
import { isAppError, readInvoice, ROLE, type RouteEntry } from '@iprenew/models';
import { notFound, requireRoute } from '~/lib/guard.server';

/**
 * GET /storage/uploads/invoice/{reference}-invoice.pdf (ORD-69, G-45): the invoice PDF, for the
 * order's owner (role 4) and staff (1, 2, 5) only. View Invoice opens it inline; `?download=1`
 * (Download Invoice) asks for an attachment. Anyone else gets the same 404 as for a reference that
 * does not exist; a visitor who is not signed in gets the guard's login behaviour.
 */
const INVOICE_ROUTE: RouteEntry = {
  key: 'storage.uploads.invoice',
  path: '/storage/uploads/invoice/:file',
  app: 'remix',
  access: [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.MEMBER, ROLE.ACCOUNTANT],
  spec: '/storage/uploads/invoice/{reference}-invoice.pdf',
};

const FILE = /^([A-Z0-9]{1,32})-invoice\.pdf$/;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor } = await requireRoute(request, INVOICE_ROUTE);
  const match = FILE.exec(params.file ?? '');
  if (!match) throw notFound();
  try {
    const { buffer, filename } = await readInvoice({ actor, reference: match[1]! });
    const download = new URL(request.url).searchParams.get('download') === '1';
    return new Response(new Uint8Array(buffer), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(buffer.length),
        'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw notFound();
    throw error;
  }
}
