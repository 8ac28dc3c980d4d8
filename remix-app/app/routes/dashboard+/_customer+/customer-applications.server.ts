import {
  acknowledgeApplication,
  emptyCustomerApplicationPage,
  getOrderReceipt,
  notificationSummary,
  isAppError,
  listApplicationFiles,
  listCustomerApplications,
  openCustomerApplication,
  rateApplication,
  type Actor,
} from '@iprenew/models';
import { data } from '@remix-run/node';
import { notFound, or404 } from '~/lib/guard.server';
import { readFlash, redirectWithFlash } from '~/lib/session.server';

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

/** The payment table's actions of one order (ORD-51, G-64), as the order's own rules answer them (getOrderReceipt). */
export interface CustomerOrderActions {
  reference: string;
  can_upload_slip: boolean;
  can_pay_now: boolean;
  can_cancel: boolean;
  can_download_invoice: boolean;
}

/**
 * application/:id: the owner's application (opening marks it read for them), its visible files, the
 * actions of each of its orders and the flash of the last acknowledge or rate; anyone else's or a
 * missing one, 404.
 */
export async function customerApplicationLoader(request: Request, actor: Actor, applicationId: string | undefined) {
  const application = await or404(() => openCustomerApplication({ actor, applicationId }));
  // notifications: the sidebar's dots after opening marked it read (ADR 043); when it was read
  // already, the layout's own count stands (null). The delivery card reads application.delivery.
  const [files, notifications, orderActions] = await Promise.all([
    or404(() => listApplicationFiles({ actor, applicationId: application.id })),
    application.marked_read ? notificationSummary({ actor }) : null,
    // One receipt per order (an application has one, or two after a superseded checkout).
    Promise.all(
      application.orders.map(async (order): Promise<CustomerOrderActions> => {
        const receipt = await getOrderReceipt({ actor, reference: order.reference }).catch((error: unknown) => {
          if (!isAppError(error)) throw error;
          return null;
        });
        return {
          reference: order.reference,
          can_upload_slip: receipt?.can_upload_slip ?? false,
          can_pay_now: receipt?.can_pay_now ?? false,
          can_cancel: receipt?.can_cancel ?? false,
          can_download_invoice: receipt?.can_download_invoice ?? false,
        };
      }),
    ),
  ]);
  const { flash, setCookie } = await readFlash(request);
  return data({ side: 'customer' as const, application, files: files.files, orderActions, flash, notifications }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

/** The customer's two forms on application/:id (POR-31, POR-34): which one, its message and field errors. */
export interface CustomerActionFailure {
  form: 'acknowledge' | 'rate';
  message: string;
  fieldErrors: Record<string, string[]>;
  /** The rate form's values, shown again after a refusal. */
  values: { rating: string; review: string; is_anonymous: boolean };
}

const field = (formData: FormData, name: string, max: number) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/**
 * The owner's Acknowledge and Rate (POR-30..35, ADR 042), thin callers of acknowledgeApplication and
 * rateApplication: success redirects back with the success message; a refusal answers the form's
 * message and field errors (nothing changed); another customer's or a missing application is 404.
 */
export async function customerApplicationAction(request: Request, actor: Actor, applicationId: string | undefined) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent !== 'acknowledge' && intent !== 'rate') return data({ failure: null as CustomerActionFailure | null }, { status: 400 });
  // Bounded before the domain reads them (one character over the review's limit still gets its message).
  const values = { rating: field(formData, 'rating', 8), review: field(formData, 'review', 1001), is_anonymous: field(formData, 'is_anonymous', 8) === '1' };
  let message: string;
  try {
    message =
      intent === 'acknowledge'
        ? (await acknowledgeApplication({ actor, applicationId })).message
        : (await rateApplication({ actor, applicationId, rating: values.rating, review: values.review, is_anonymous: values.is_anonymous })).message;
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 404) throw notFound();
    const failure: CustomerActionFailure = { form: intent, message: error.messageKey, fieldErrors: error.fieldErrors, values };
    return data({ failure }, { status: error.status });
  }
  throw await redirectWithFlash(new URL(request.url).pathname, { type: 'success', message });
}
