import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, FRONTEND_RULE_FLAGS, SERVICE } from '../../constants/index';
import { nextPatentRenewal, nextTrademarkExpiry } from './roll-ip-forward';
import {
  actionsFor,
  allowedActions,
  APPLICATION_TRANSITIONS,
  autoCompleteDue,
  frontendRulesFor,
  isOpenWork,
  ownerMayComplete,
  requiredStepFields,
  STEP_ACTIONS,
  stepRecordOf,
  targetOf,
  WORKFLOW,
  WORKFLOW_ACTIONS,
  WORKFLOW_SERVICES,
  type WorkflowAction,
} from './workflow';

const ALL_STATUSES = Object.values(S);

/** Every path the table allows from `from` (BFS over the moving actions) — the statuses it can reach. */
function reachable(serviceId: number, from: number): Set<number> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) {
    const status = queue.shift()!;
    for (const action of allowedActions(serviceId, status)) {
      const to = targetOf(serviceId, status, action)!;
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

/** The statuses a service passes through on its way from In Progress to Completed, without cancel (the table's main line). */
function mainLine(serviceId: number): number[] {
  const order: number[] = [];
  let status: number = S.IN_PROGRESS;
  const preferred: WorkflowAction[] = ['filed', 'report_ready', 'accepted', 'acceptance', 'gazette', 'certificate', 'complete'];
  while (!order.includes(status)) {
    order.push(status);
    const next = preferred.map((action) => targetOf(serviceId, status, action)).find((to) => to !== null && to !== status);
    if (next === undefined || next === null) break;
    status = next;
  }
  return order;
}

describe('the workflow table (issue 13 §1, G-02)', () => {
  it('takes each service through the flow the issue states', () => {
    expect(mainLine(SERVICE.RENEWAL)).toEqual([S.IN_PROGRESS, S.FILED, S.CERTIFICATE_READY, S.COMPLETED]);
    expect(mainLine(SERVICE.APPLICATION)).toEqual([S.IN_PROGRESS, S.FILED, S.ACCEPTED, S.ACCEPTANCE, S.GAZETTE, S.CERTIFICATE, S.CERTIFICATE_READY, S.COMPLETED]);
    expect(mainLine(SERVICE.SEARCH)).toEqual([S.IN_PROGRESS, S.CERTIFICATE_READY, S.COMPLETED]);
    // Filed ⇄ Official Action for renewals and applications; Opposition from Gazette, back to Gazette or Accepted.
    for (const service of [SERVICE.RENEWAL, SERVICE.APPLICATION]) {
      expect(targetOf(service, S.FILED, 'official_action')).toBe(S.OFFICIAL_ACTION);
      expect(targetOf(service, S.OFFICIAL_ACTION, 'filed')).toBe(S.FILED);
    }
    expect(targetOf(SERVICE.APPLICATION, S.GAZETTE, 'opposition')).toBe(S.OPPOSITION);
    expect(targetOf(SERVICE.APPLICATION, S.OPPOSITION, 'opposition')).toBe(S.OPPOSITION);
    expect(targetOf(SERVICE.APPLICATION, S.OPPOSITION, 'gazette')).toBe(S.GAZETTE);
    expect(targetOf(SERVICE.APPLICATION, S.OPPOSITION, 'accepted')).toBe(S.ACCEPTED);
    expect(targetOf(SERVICE.APPLICATION, S.OPPOSITION, 'cancel')).toBe(S.CANCELLED);
  });

  it('refuses what the status-only table allowed: application-only steps on a renewal, skipping Accepted/Acceptance/Gazette', () => {
    expect(targetOf(SERVICE.RENEWAL, S.FILED, 'accepted')).toBeNull();
    expect(targetOf(SERVICE.RENEWAL, S.IN_PROGRESS, 'report_ready')).toBeNull();
    expect(targetOf(SERVICE.RENEWAL, S.IN_PROGRESS, 'official_action')).toBeNull();
    expect(targetOf(SERVICE.APPLICATION, S.FILED, 'certificate')).toBeNull();
    expect(targetOf(SERVICE.APPLICATION, S.ACCEPTED, 'official_action')).toBeNull();
    expect(targetOf(SERVICE.APPLICATION, S.ACCEPTANCE, 'opposition')).toBeNull();
    expect(targetOf(SERVICE.SEARCH, S.IN_PROGRESS, 'filed')).toBeNull();
    // A search reaches Completed only through Certificate Ready ("Report Ready").
    expect(reachable(SERVICE.SEARCH, S.IN_PROGRESS)).toEqual(new Set([S.IN_PROGRESS, S.CERTIFICATE_READY, S.COMPLETED, S.CANCELLED]));
  });

  it('never leads to Renewal Notification (an IP label now, G-31), and Completed and Cancelled are final', () => {
    for (const service of WORKFLOW_SERVICES) {
      for (const status of ALL_STATUSES) {
        for (const action of WORKFLOW_ACTIONS) expect(targetOf(service, status, action)).not.toBe(S.RENEWAL_NOTIFICATION);
      }
      expect(allowedActions(service, S.COMPLETED).every((action) => targetOf(service, S.COMPLETED, action) === S.COMPLETED)).toBe(true);
      expect(allowedActions(service, S.CANCELLED)).toEqual([]);
      expect(allowedActions(service, S.RENEWAL_NOTIFICATION)).toEqual([]);
    }
  });

  it('reaches Completed only by `complete`, and only from Certificate Ready', () => {
    for (const service of WORKFLOW_SERVICES) {
      for (const status of ALL_STATUSES) {
        for (const action of WORKFLOW_ACTIONS) {
          if (status !== S.COMPLETED && targetOf(service, status, action) === S.COMPLETED) expect([status, action]).toEqual([S.CERTIFICATE_READY, 'complete']);
        }
      }
      expect(targetOf(service, S.CERTIFICATE_READY, 'complete')).toBe(S.COMPLETED);
    }
  });

  it('lets staff cancel from every open status after payment, not an unpaid or final one (G-49)', () => {
    for (const service of WORKFLOW_SERVICES) {
      for (const status of ALL_STATUSES) {
        const worked = status === S.PENDING_ASSIGN || reachable(service, S.IN_PROGRESS).has(status);
        const open = worked && !([S.COMPLETED, S.CANCELLED] as number[]).includes(status);
        expect(isOpenWork(service, status), `service ${service} status ${status}`).toBe(open);
      }
    }
  });

  it('has no workflow for delivery lines, unknown services or statuses', () => {
    expect(allowedActions(SERVICE.DELIVERY, S.IN_PROGRESS)).toEqual([]);
    expect(allowedActions(99, S.IN_PROGRESS)).toEqual([]);
    expect(allowedActions(SERVICE.RENEWAL, 99)).toEqual([]);
    expect(allowedActions(SERVICE.RENEWAL, null)).toEqual([]);
    expect(targetOf(SERVICE.RENEWAL, S.IN_PROGRESS, 'constructor')).toBeNull();
    expect(targetOf(SERVICE.RENEWAL, S.IN_PROGRESS, 'renewal_notification')).toBeNull();
  });

  it('derives frontend_rules from the table: one boolean per flag, true exactly for the allowed actions', () => {
    for (const service of [...WORKFLOW_SERVICES, SERVICE.DELIVERY]) {
      for (const status of ALL_STATUSES) {
        const rules = frontendRulesFor(service, status);
        expect(Object.keys(rules).sort()).toEqual([...FRONTEND_RULE_FLAGS].sort());
        for (const flag of FRONTEND_RULE_FLAGS) expect(rules[flag]).toBe(targetOf(service, status, flag) !== null);
        expect(rules.renewal_notification).toBe(false);
      }
    }
    expect(frontendRulesFor(SERVICE.RENEWAL, S.RENEWAL_ORDERED)).toMatchObject({ payment: true, filed: false });
    expect(frontendRulesFor(SERVICE.RENEWAL, S.IN_PROGRESS)).toMatchObject({ filed: true, report_ready: false, upload_sd: true, download_sd: true });
    expect(frontendRulesFor(SERVICE.SEARCH, S.IN_PROGRESS)).toMatchObject({ filed: false, report_ready: true, upload_sd: false });
  });

  it('says who takes what: steps the assigned agent or staff, complete the owner or the system, cancel staff only', () => {
    expect(actionsFor('assigned_agent', SERVICE.RENEWAL, S.FILED)).toEqual(['official_action', 'certificate', 'upload_sd', 'download_sd']);
    expect(actionsFor('staff', SERVICE.RENEWAL, S.FILED)).toEqual(['official_action', 'certificate', 'upload_sd', 'download_sd', 'cancel']);
    expect(actionsFor('owner', SERVICE.RENEWAL, S.FILED)).toEqual([]);
    expect(actionsFor('owner', SERVICE.RENEWAL, S.CERTIFICATE_READY)).toEqual(['complete']);
    expect(actionsFor('system', SERVICE.SEARCH, S.CERTIFICATE_READY)).toEqual(['complete']);
    expect(actionsFor('assigned_agent', SERVICE.SEARCH, S.CERTIFICATE_READY)).toEqual([]);
    expect(actionsFor('owner', SERVICE.APPLICATION, S.RENEWAL_ORDERED)).toEqual(['payment']);
    for (const service of WORKFLOW_SERVICES) {
      for (const status of ALL_STATUSES) {
        for (const action of actionsFor('assigned_agent', service, status)) expect([...STEP_ACTIONS, 'download_sd']).toContain(action);
      }
    }
  });

  it('names what each step records', () => {
    expect(stepRecordOf(SERVICE.RENEWAL, S.IN_PROGRESS, 'filed')).toBe('filing');
    expect(stepRecordOf(SERVICE.RENEWAL, S.OFFICIAL_ACTION, 'filed')).toBe('note');
    expect(stepRecordOf(SERVICE.RENEWAL, S.FILED, 'certificate')).toBe('certificate');
    expect(stepRecordOf(SERVICE.APPLICATION, S.GAZETTE, 'certificate')).toBe('registration');
    expect(stepRecordOf(SERVICE.APPLICATION, S.CERTIFICATE, 'certificate')).toBe('certificate');
    expect(stepRecordOf(SERVICE.SEARCH, S.IN_PROGRESS, 'report_ready')).toBe('certificate');
    expect(stepRecordOf(SERVICE.APPLICATION, S.GAZETTE, 'opposition')).toBe('opposition');
    expect(stepRecordOf(SERVICE.APPLICATION, S.OPPOSITION, 'opposition')).toBe('opposition');
    expect(stepRecordOf(SERVICE.RENEWAL, S.FILED, 'upload_sd')).toBe('sd');
    expect(stepRecordOf(SERVICE.RENEWAL, S.FILED, 'accepted')).toBeNull();
    expect(requiredStepFields(SERVICE.APPLICATION, 'filing')).toEqual(['file', 'filing_no']);
    expect(requiredStepFields(SERVICE.RENEWAL, 'filing')).toEqual(['file']);
    expect(requiredStepFields(SERVICE.APPLICATION, 'registration')).toEqual(['registration_no', 'expiry_date']);
    expect(requiredStepFields(SERVICE.APPLICATION, 'opposition')).toEqual(['title', 'file']);
  });

  it('completes for the owner only once acknowledged and rated (AMB-28), for the system 14 days after the timer starts (G-36)', () => {
    expect(ownerMayComplete({ acknowledge: true, rating: 4 })).toBe(true);
    expect(ownerMayComplete({ acknowledge: true, rating: null })).toBe(false);
    expect(ownerMayComplete({ acknowledge: false, rating: 5 })).toBe(false);
    const now = new Date('2026-03-20T02:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    expect(autoCompleteDue({ certificate_ready_at: daysAgo(14) }, false, now)).toBe(true);
    expect(autoCompleteDue({ certificate_ready_at: daysAgo(13.9) }, false, now)).toBe(false);
    expect(autoCompleteDue({ certificate_ready_at: null }, false, now)).toBe(false);
    expect(autoCompleteDue({ certificate_ready_at: daysAgo(30), delivered_at: null }, true, now)).toBe(false);
    expect(autoCompleteDue({ certificate_ready_at: daysAgo(30), delivered_at: daysAgo(3) }, true, now)).toBe(false);
    expect(autoCompleteDue({ certificate_ready_at: daysAgo(30), delivered_at: daysAgo(15) }, true, now)).toBe(true);
  });

  it('keeps the payment moves (issue 12 §2) beside the table', () => {
    expect(APPLICATION_TRANSITIONS.order_paid.to).toEqual([S.IN_PROGRESS, S.PENDING_ASSIGN]);
    for (const service of WORKFLOW_SERVICES) expect(WORKFLOW[service][S.RENEWAL_ORDERED]).toEqual({ payment: 'stay' });
  });
});

describe('rolling an IP record forward (G-32)', () => {
  it('adds the renewal term to a trademark’s expiry (month ends clamp)', () => {
    expect(nextTrademarkExpiry('2026-05-01', 10)).toBe('2036-05-01');
    expect(nextTrademarkExpiry('2024-02-29', 7)).toBe('2031-02-28');
    expect(nextTrademarkExpiry(null, 10)).toBeNull();
  });

  it('moves a patent to its last renewed year and the next year’s due date', () => {
    // Base 2018-01-10, years 6–7 renewed: the 8th year is due on 2025-01-10.
    expect(nextPatentRenewal({ lastYear: 7, baseDate: '2018-01-10', expiryDate: '2023-01-10', firstYear: 6 })).toEqual({ latest_application_year_granted: '7th_year_granted', expiry_date: '2025-01-10' });
    // Without a base date, from the first renewed year's due date.
    expect(nextPatentRenewal({ lastYear: 7, baseDate: null, expiryDate: '2023-01-10', firstYear: 6 })).toEqual({ latest_application_year_granted: '7th_year_granted', expiry_date: '2025-01-10' });
    // After the 20th year: the end of the term.
    expect(nextPatentRenewal({ lastYear: 20, baseDate: '2010-06-30', expiryDate: null, firstYear: 20 })).toEqual({ latest_application_year_granted: '20th_year_granted', expiry_date: '2030-06-30' });
    expect(nextPatentRenewal({ lastYear: 5, baseDate: null, expiryDate: null, firstYear: null }).expiry_date).toBeNull();
  });
});
