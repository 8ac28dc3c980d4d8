import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { ApplicationFile } from '../../models/application-file';
import { ApplicationHistory } from '../../models/application-history';
import { IpRecord } from '../../models/ip-record';
import { Order } from '../../models/order';
import { User } from '../../models/user';
import { placeId } from '../places/index';
import { type Actor, assertRole, iso, type OperationOptions, orFail } from '../kernel/index';
import { IP_CARD_INCLUDE, ipCardJson, type IpCardJson } from '../ip-records/ip-card';
import { visibleToOwner } from '../application-files/shared';
import { renewalNotificationState } from '../ip-records/renewal-notification-state';
import { CUSTOMER_APPLICATIONS_FAIL } from './list-customer-applications';
import { markReadBy } from './read-markers';
import type { JobHistoryJson } from './open-job';
import { applicationHeadJson, type ApplicationHeadJson } from './shared';
import { ownerMayAcknowledge, ownerMayRate } from './workflow';
import { deliveryRequestState } from '../deliveries/open-delivery-request';
import type { DeliveryRequestJson } from '../../schemas/deliveries';

export interface CustomerOrderJson {
  id: number;
  reference: string;
  status: number;
  total: string;
  paid_amount: string;
  payment_method: string | null;
  created_at: string | null;
  paid_at: string | null;
}

export interface CustomerApplicationJson extends ApplicationHeadJson {
  /** The customer (the IP card's owner lines). */
  owner: { name: string | null; email: string };
  /** POR-28: the agent working on it (null until one is assigned). */
  agent: { name: string | null; email: string } | null;
  ip: IpCardJson;
  /** POR-28, ORD-51: the orders that paid for it, newest first. */
  orders: CustomerOrderJson[];
  /** POR-30..35, ADR 042: acknowledged, the rating given (null until rated), and what the owner may do now. */
  acknowledged: boolean;
  rating: number | null;
  review: string | null;
  is_anonymous: boolean;
  can_acknowledge: boolean;
  can_rate: boolean;
  /** ADR 042: the history fit for the customer, newest first (customerHistory). */
  history: JobHistoryJson[];
  /** This opening marked it read (it was unread): the sidebar's dots changed (ADR 043). */
  marked_read: boolean;
  /** DLV-16, G-37 (ADR 041): whether the owner may ask for delivery of the documents now, and why not. */
  delivery: Pick<DeliveryRequestJson, 'can_request_delivery' | 'refusal'>;
}

/**
 * ADR 042: what of the history the customer reads — every entry written in catalogue words (status
 * changes, payments, cancel, completion), and free text typed by the assigned agent or the customer;
 * free text by staff (reassignment notes, override remarks) stays internal. The author is named when
 * it is the agent or the customer; a file is linked only when the customer may download it.
 */
/** The authors a customer's timeline names (and whose free text it shows). */
const CUSTOMER_FACING_AUTHORS: readonly number[] = [ROLE.AGENT, ROLE.MEMBER];

function customerHistory(application: Application): JobHistoryJson[] {
  const visible = new Map((application.files ?? []).filter(visibleToOwner).map((file) => [file.path, file.id]));
  return (application.history ?? [])
    .filter((entry) => entry.message_key || entry.user_id === null || (entry.user && CUSTOMER_FACING_AUTHORS.includes(Number(entry.user.role_id))))
    .map((entry) => {
      const named = entry.user && CUSTOMER_FACING_AUTHORS.includes(Number(entry.user.role_id)) ? entry.user.name || entry.user.email : null;
      return {
        id: entry.id,
        message: entry.message,
        message_key: entry.message_key ?? null,
        message_params: entry.message_params ?? null,
        created_at: iso(entry.created_at),
        actor: named,
        file_id: entry.file ? (visible.get(entry.file) ?? null) : null,
      };
    });
}

/**
 * The customer's application detail (POR-27..29, ACL-51, ACL-52, ADR 038): read only, the owner's own
 * application — another customer's or a missing one is the same 404 'Fail to retrieve application'.
 * Opening marks it read for the customer only (ADR 032). Members only; a constant number of queries.
 */
export async function openCustomerApplication(input: { actor: Actor; applicationId: unknown }, options: OperationOptions = {}): Promise<CustomerApplicationJson> {
  const { actor } = input;
  const { transaction } = options;
  assertRole(actor, [ROLE.MEMBER], CUSTOMER_APPLICATIONS_FAIL);
  const id = placeId(input.applicationId);
  if (id === null) throw new AppError('NOT_FOUND', CUSTOMER_APPLICATIONS_FAIL);
  return orFail(CUSTOMER_APPLICATIONS_FAIL, async () => {
    // Only the owner's row is marked (user_id in the write); anyone else's or a missing one reads as none: 404.
    const markedRead = await markReadBy(id, 'customer', transaction, { user_id: actor.id });
    const application = await Application.findOne({
      where: { id, user_id: actor.id },
      include: [
        { model: IpRecord, as: 'ip', include: IP_CARD_INCLUDE },
        { model: User, as: 'user', attributes: ['id', 'name', 'email'] },
        { model: User, as: 'agent', attributes: ['id', 'name', 'email'] },
        { model: ApplicationHistory, as: 'history', separate: true, order: [['created_at', 'DESC'], ['id', 'DESC']], include: [{ model: User, as: 'user', attributes: ['id', 'name', 'email', 'role_id'] }] },
        { model: ApplicationFile, as: 'files', separate: true, attributes: ['id', 'application_id', 'path', 'status_id', 'is_hidden'] },
        { model: Order, as: 'orders', attributes: ['id', 'reference', 'status', 'total', 'paid_amount', 'payment_method', 'created_at', 'paid_at'], through: { attributes: [] } },
      ],
      order: [[{ model: Order, as: 'orders' }, 'created_at', 'DESC']],
      transaction,
    });
    if (!application) throw new AppError('NOT_FOUND', CUSTOMER_APPLICATIONS_FAIL);
    const ip = application.ip!;
    // G-31: the label shows; the rule never offers the customer the button (no query for them).
    const [renewal, delivery] = await Promise.all([renewalNotificationState(ip, actor, transaction), deliveryRequestState(application, transaction)]);
    return {
      ...applicationHeadJson(application),
      owner: { name: application.user?.name ?? null, email: application.user?.email ?? '' },
      agent: application.agent ? { name: application.agent.name ?? null, email: application.agent.email } : null,
      ip: ipCardJson(ip, renewal),
      orders: (application.orders ?? []).map((order) => ({
        id: order.id,
        reference: order.reference,
        status: Number(order.status),
        total: String(order.total),
        paid_amount: String(order.paid_amount),
        payment_method: order.payment_method ?? null,
        created_at: iso(order.created_at),
        paid_at: iso(order.paid_at),
      })),
      acknowledged: Boolean(application.acknowledge),
      rating: application.rating ? Number(application.rating) : null,
      review: application.review ?? null,
      is_anonymous: Boolean(application.is_anonymous),
      can_acknowledge: ownerMayAcknowledge(application),
      can_rate: ownerMayRate(application),
      history: customerHistory(application),
      marked_read: markedRead,
      delivery,
    };
  });
}
