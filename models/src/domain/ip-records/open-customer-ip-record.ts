import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { FILING_TYPES } from '../../schemas/cart';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { applicationHeadJson, type ApplicationHeadJson } from '../applications/shared';
import { ownerMayAcknowledge, ownerMayRate } from '../applications/workflow';
import { type Actor, iso, type OperationOptions, orFail } from '../kernel/index';
import { ipDisplayStatus, ipExpiryTone, type IpDisplayStatus } from './display-status';
import { renewalContext } from './has-open-renewal';
import { IP_CARD_INCLUDE, ipCardJson, type IpCardJson } from './ip-card';
import { IP_DETAIL_PAGE_SIZE, ipDetailTarget } from './open-agent-ip-record';
import { renewalNotificationState } from './renewal-notification-state';
import { renewalRefusal } from './rules';
import { READ_FAIL } from './shared';

/** One of the customer's applications on the record; `href` opens the customer's application page. */
export interface CustomerIpApplicationJson extends ApplicationHeadJson {
  completed_at: string | null;
  href: string;
}

export interface CustomerIpDetailJson {
  model_type: 'ip' | 'search';
  ip: IpCardJson;
  owner: { name: string | null; email: string };
  /** POR-16: the request date — when the record was created. */
  request_date: string | null;
  /** POR-22..24: Expired, Expiring Soon or the latest application's status. */
  display_status: IpDisplayStatus;
  /** POR-25: the expiry date's colour. */
  expiry_tone: 'red' | 'green';
  /** POR-17 (ip-records/rules.ts): the Request Renewal link, `filing/{type}/{id}`, or null when refused. */
  can_request_renewal: boolean;
  request_renewal_href: string | null;
  /** Why Request Renewal is not offered (ordered, in the cart, past the window; ADR 044), a message key; null when it is or for a search. */
  renewal_refusal: string | null;
  /** POR-18/19: the owner may replace the logo of an active record. */
  can_upload_logo: boolean;
  /** The logo is read through the customer's latest application on it (null: none to read through). */
  logo_application_id: number | null;
  /**
   * POR-15, ADR 046: the customer's latest application on the record (the one the logo reads through),
   * with what the owner may do on it now — the workflow answers can_acknowledge / can_rate; null: none.
   */
  latest_application: { id: number; reference: string; can_acknowledge: boolean; can_rate: boolean; rating: number | null; review: string | null } | null;
  /** POR-20: the customer's applications on the record, newest first, 5 per page. */
  applications: { rows: CustomerIpApplicationJson[]; total: number; page: number; perPage: number };
}

/** The renewal form of an IP, pre-filled with it (POR-17; the renewal reminder links here, G-31). */
export const filingTypeOf = (typeId: number): string | null => (Object.entries(FILING_TYPES).find(([, id]) => id === typeId)?.[0] ?? null);
export const renewalFormPath = (ip: { id: number; type_id: number }): string | null => {
  const type = filingTypeOf(Number(ip.type_id));
  return type ? `/dashboard/filing/${type}/${ip.id}` : null;
};

/**
 * The customer's side of {type}/detail/{id} (ACL-28, POR-15..25, issue 14): the owner's own active
 * record — an IP record (type ip) or a search request (type search). Another customer's, a hidden
 * (status 0, POR-14), a missing record or the wrong type is the same 404 'Fail to retrieve
 * intellectual property'. Read only: the card, its display status and expiry tone, Request Renewal
 * when can_request_renewal allows it, the logo upload, and the customer's applications 5 per page.
 * A fixed number of queries whatever the page shows.
 */
export async function openCustomerIpRecord(input: { actor: Actor; type: unknown; id: unknown; page?: unknown }, options: OperationOptions = {}): Promise<CustomerIpDetailJson> {
  const { actor } = input;
  const { transaction } = options;
  const { id, modelType, page } = ipDetailTarget(input, ROLE.MEMBER);
  return orFail(READ_FAIL, async () => {
    const ip = await IpRecord.findOne({
      where: { id, model_type: modelType, user_id: actor.id, status: 1 },
      include: [...IP_CARD_INCLUDE, { model: User, as: 'user', attributes: ['id', 'name', 'email'] }],
      transaction,
    });
    if (!ip) throw new AppError('NOT_FOUND', READ_FAIL);
    const mine = { ip_id: ip.id, user_id: actor.id };
    const today = calendarDateInKualaLumpur();
    const [{ rows, count }, latest, renewalFacts, renewal] = await Promise.all([
      Application.findAndCountAll({
        where: mine,
        attributes: ['id', 'reference', 'service_id', 'type_id', 'status_id', 'application_date', 'completed_at', 'created_at'],
        order: [['id', 'DESC']],
        limit: IP_DETAIL_PAGE_SIZE,
        offset: (page - 1) * IP_DETAIL_PAGE_SIZE,
        transaction,
      }),
      Application.findOne({ where: mine, attributes: ['id', 'reference', 'service_id', 'status_id', 'acknowledge', 'rating', 'review'], order: [['id', 'DESC']], transaction }),
      renewalContext({ ipId: ip.id, userId: actor.id, today }, transaction),
      renewalNotificationState(ip, actor, transaction),
    ]);
    const refusal = renewalRefusal({ ...ip.get({ plain: true }), status: Number(ip.status) }, actor, renewalFacts);
    const canRenew = refusal === null;
    const filingType = filingTypeOf(Number(ip.type_id));
    const latestFacts = latest ? { service_id: Number(latest.service_id), status_id: latest.status_id === null ? null : Number(latest.status_id) } : null;
    return {
      model_type: modelType,
      ip: ipCardJson(ip, renewal),
      owner: { name: ip.user?.name ?? null, email: ip.user?.email ?? '' },
      request_date: iso(ip.created_at),
      display_status: ipDisplayStatus({ expiry_date: ip.expiry_date, latest: latestFacts, today }),
      expiry_tone: ipExpiryTone(ip.expiry_date, today),
      can_request_renewal: canRenew && filingType !== null,
      request_renewal_href: canRenew ? renewalFormPath(ip) : null,
      renewal_refusal: modelType === 'ip' && refusal !== 'orders:cart.ip_not_found' ? refusal : null,
      can_upload_logo: true,
      logo_application_id: latest?.id ?? null,
      latest_application: latest
        ? {
            id: latest.id,
            reference: latest.reference,
            can_acknowledge: ownerMayAcknowledge(latest),
            can_rate: ownerMayRate(latest),
            rating: latest.rating ? Number(latest.rating) : null,
            review: latest.review ?? null,
          }
        : null,
      applications: {
        rows: rows.map((a) => ({ ...applicationHeadJson(a), completed_at: iso(a.completed_at), href: `/dashboard/application/${a.id}` })),
        total: count,
        page,
        perPage: IP_DETAIL_PAGE_SIZE,
      },
    };
  });
}
