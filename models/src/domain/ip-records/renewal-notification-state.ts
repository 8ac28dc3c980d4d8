import type { Transaction } from 'sequelize';
import { APPLICATION_STATUS, ROLE } from '../../constants/index';
import type { Application } from '../../models/application';
import type { IpRecord } from '../../models/ip-record';
import type { Actor } from '../kernel/index';
import { hasOutstandingProof } from '../applications/outstanding-proof';
import { canSetRenewalNotification, type IpFacts, type LatestApplicationFacts } from './rules';
import { latestApplications } from './shared';

/** What the Renewal Notification rule (G-31, G-59) reads of an IP record and its latest application, for `actor`. */
export interface RenewalNotificationFacts {
  ip: IpFacts;
  latest: Application | null;
  latestFacts: LatestApplicationFacts | null;
}

/**
 * Reads the facts canSetRenewalNotification needs: the IP's latest application (its status and agent)
 * and, for the agent assigned to it, whether their settlement proof is outstanding (G-59).
 */
export async function renewalNotificationFacts(ip: IpRecord, actor: Actor, transaction?: Transaction): Promise<RenewalNotificationFacts> {
  const facts: IpFacts = { ...ip.get({ plain: true }), status: Number(ip.status) };
  const latest = (await latestApplications([ip.id], transaction)).get(ip.id) ?? null;
  if (!latest) return { ip: facts, latest: null, latestFacts: null };
  const theirs = Number(actor.role_id) === ROLE.AGENT && latest.agent_id === actor.id;
  const proofOutstanding = theirs && (await hasOutstandingProof(latest.id, transaction));
  return { ip: facts, latest, latestFacts: { status_id: latest.status_id ?? null, agent_id: latest.agent_id ?? null, proof_outstanding: proofOutstanding } };
}

/** The IP card's label and button (G-31, POR-2): whether the record carries the label, and whether `actor` may set it now. */
export interface RenewalNotificationState {
  renewal_notification: boolean;
  can_set_renewal_notification: boolean;
}

/**
 * The state the pages show. No query when the rule refuses whatever the latest application is
 * (a labelled, hidden or search record, or an actor who is neither staff nor an agent).
 */
export async function renewalNotificationState(ip: IpRecord, actor: Actor, transaction?: Transaction): Promise<RenewalNotificationState> {
  const labelled = Boolean(ip.renewal_notification_at);
  const best: LatestApplicationFacts = { status_id: APPLICATION_STATUS.COMPLETED, agent_id: actor.id, proof_outstanding: false };
  if (!canSetRenewalNotification({ ...ip.get({ plain: true }), status: Number(ip.status) }, best, actor)) {
    return { renewal_notification: labelled, can_set_renewal_notification: false };
  }
  const { ip: facts, latestFacts } = await renewalNotificationFacts(ip, actor, transaction);
  return { renewal_notification: labelled, can_set_renewal_notification: canSetRenewalNotification(facts, latestFacts, actor) };
}
