import { SERVICE } from '@iprenew/models';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { myRequestLogo } from '~/routes/dashboard+/_customer+/request-page.server';
import { requirePage } from '~/lib/guard.server';

/** The logo of one of the customer's own trademark applications (POR-18); anyone else's → 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.apply.id');
  return myRequestLogo(actor, SERVICE.APPLICATION, params.id);
}
