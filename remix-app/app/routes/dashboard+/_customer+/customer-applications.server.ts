import { emptyCustomerApplicationPage, isAppError, listApplicationFiles, listCustomerApplications, openCustomerApplication, openDeliveryRequest, type Actor } from '@iprenew/models';
import { data } from '@remix-run/node';
import { or404 } from '~/lib/guard.server';

/**
 * The customer's side of application/all and application/:id (POR-26..29, ACL-27, ACL-51, ACL-52,
 * ADR 038): thin callers of listCustomerApplications and openCustomerApplication. The shared routes'
 * loaders call these for members and keep the agent's loaders for agents.
 */

/** application/all: the query string's filters (status, type_id, search, page, per_page); a failed read empties the list with 'Fail to retrieve application'. */
export async function customerApplicationListLoader(request: Request, actor: Actor) {
  const query = new URL(request.url).searchParams;
  const input = {
    page: query.get('page') ?? 1,
    perPage: query.get('per_page') ?? undefined,
    typeId: query.get('type_id') ?? 0,
    status: query.get('status') ?? 0,
    search: (query.get('search') ?? '').slice(0, 200),
  };
  try {
    return data({ side: 'customer' as const, page: await listCustomerApplications({ actor, ...input }), loadError: null as string | null });
  } catch (error) {
    if (!isAppError(error)) console.error('[customer applications]', error);
    return data({ side: 'customer' as const, page: emptyCustomerApplicationPage(input.perPage), loadError: 'applications:customer.fail' });
  }
}

/** application/:id: the owner's application (opening marks it read for them) and its visible files; anyone else's or a missing one, 404. */
export async function customerApplicationLoader(actor: Actor, applicationId: string | undefined) {
  const application = await or404(() => openCustomerApplication({ actor, applicationId }));
  const files = await or404(() => listApplicationFiles({ actor, applicationId: application.id }));
  // DLV-16, G-37 (ADR 041): whether the owner may request delivery of the documents now.
  const deliveryRequest = await or404(() => openDeliveryRequest({ actor, applicationId: application.id }));
  return data({ side: 'customer' as const, application, files: files.files, deliveryRequest });
}
