import { readCartLineLogo } from '@iprenew/models';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { or404 } from '~/lib/guard.server';
import { logoResponse } from '~/routes/dashboard+/_customer+/cart.server';
import { requirePage } from '~/lib/guard.server';

/** The logo of a search / application line in the customer's own cart (POR-18); anyone else's → 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.cart.detail');
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : 0;
  return logoResponse(await or404(() => readCartLineLogo({ actor, id })));
}
