import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import { IP_OUTCOME } from '../../schemas/ip-records';
import { outcomeOf } from '../../schemas/console-applications';
import { canRequestRenewal, canSetRenewalNotification, isOpenRenewal, OPEN_RENEWAL_STATUSES, renewalRefusal } from './rules';

const TODAY = '2026-11-26';
const owner = { id: 7, role_id: ROLE.MEMBER };
const trademark = { user_id: 7, type_id: IP_TYPE.TRADEMARK, model_type: 'ip', status: 1 };
const patent = { user_id: 7, type_id: IP_TYPE.PATENT, model_type: 'ip', status: 1, grant_date: '2010-03-01', latest_application_year_granted: '16th_year_granted' };

describe('canRequestRenewal (issue 13: the owner, an active IP, within the 20-year window, no open renewal)', () => {
  const cases: [string, Parameters<typeof canRequestRenewal>, boolean, string | null][] = [
    ['the owner, active trademark, nothing open', [trademark, owner, { openRenewal: false, today: TODAY }], true, null],
    ['another customer', [trademark, { id: 8, role_id: ROLE.MEMBER }, { openRenewal: false, today: TODAY }], false, 'orders:cart.ip_not_found'],
    ['staff are not the owner', [trademark, { id: 7, role_id: ROLE.ADMIN }, { openRenewal: false, today: TODAY }], false, 'orders:cart.ip_not_found'],
    ['an agent', [trademark, { id: 7, role_id: ROLE.AGENT }, { openRenewal: false, today: TODAY }], false, 'orders:cart.ip_not_found'],
    ['a hidden record', [{ ...trademark, status: 0 }, owner, { openRenewal: false, today: TODAY }], false, 'orders:cart.ip_not_found'],
    ['a search request', [{ ...trademark, model_type: 'search' }, owner, { openRenewal: false, today: TODAY }], false, 'orders:cart.ip_not_found'],
    ['a renewal still open', [trademark, owner, { openRenewal: true, today: TODAY }], false, 'orders:cart.renewal_ordered'],
    ['a patent inside its 20 years', [patent, owner, { openRenewal: false, today: TODAY }], true, null],
    ['a patent at its 20th year', [{ ...patent, latest_application_year_granted: '20th_year_granted' }, owner, { openRenewal: false, today: TODAY }], false, 'orders:cart.renewal_not_offered'],
    ['a patent granted 20 years ago', [{ ...patent, grant_date: '2006-11-26' }, owner, { openRenewal: false, today: TODAY }], false, 'orders:cart.renewal_not_offered'],
    ['a patent granted 20 years ago tomorrow', [{ ...patent, grant_date: '2006-11-27' }, owner, { openRenewal: false, today: TODAY }], true, null],
    ['a patent counted from its filing date', [{ ...patent, grant_date: null, filing_date: '2005-01-01' }, owner, { openRenewal: false, today: TODAY }], false, 'orders:cart.renewal_not_offered'],
    ['an old trademark (no 20-year window)', [{ ...trademark, grant_date: '1990-01-01' }, owner, { openRenewal: false, today: TODAY }], true, null],
  ];
  for (const [title, args, allowed, reason] of cases) {
    it(`${title}: ${allowed ? 'may' : 'may not'}`, () => {
      expect(canRequestRenewal(...args)).toBe(allowed);
      expect(renewalRefusal(...args)).toBe(reason);
    });
  }

  it('a renewal is open from Renewal Ordered through Certificate Ready, and only a renewal', () => {
    for (const status of Object.values(S)) {
      const open = ([S.RENEWAL_ORDERED, S.PENDING_VERIFICATION, S.PENDING_ASSIGN, S.IN_PROGRESS, S.FILED, S.OFFICIAL_ACTION, S.CERTIFICATE_READY] as number[]).includes(status);
      expect(isOpenRenewal({ service_id: SERVICE.RENEWAL, status_id: status }), `status ${status}`).toBe(open);
      expect(isOpenRenewal({ service_id: SERVICE.APPLICATION, status_id: status })).toBe(false);
    }
    expect(OPEN_RENEWAL_STATUSES).not.toContain(S.COMPLETED);
    expect(OPEN_RENEWAL_STATUSES).not.toContain(S.CANCELLED);
  });
});

describe('canSetRenewalNotification (G-31)', () => {
  const completed = { status_id: S.COMPLETED, agent_id: 30 };
  it('staff and the assigned agent, on an active IP whose latest application is Completed, once', () => {
    expect(canSetRenewalNotification(trademark, completed, { id: 1, role_id: ROLE.SUPER_ADMIN })).toBe(true);
    expect(canSetRenewalNotification(trademark, completed, { id: 2, role_id: ROLE.ADMIN })).toBe(true);
    expect(canSetRenewalNotification(trademark, completed, { id: 30, role_id: ROLE.AGENT })).toBe(true);
    expect(canSetRenewalNotification(trademark, completed, { id: 31, role_id: ROLE.AGENT })).toBe(false);
    // G-59: the assigned agent not while their settlement proof is outstanding; staff still may.
    expect(canSetRenewalNotification(trademark, { ...completed, proof_outstanding: true }, { id: 30, role_id: ROLE.AGENT })).toBe(false);
    expect(canSetRenewalNotification(trademark, { ...completed, proof_outstanding: true }, { id: 2, role_id: ROLE.ADMIN })).toBe(true);
    expect(canSetRenewalNotification(trademark, completed, { id: 7, role_id: ROLE.MEMBER })).toBe(false);
    expect(canSetRenewalNotification(trademark, completed, { id: 5, role_id: ROLE.ACCOUNTANT })).toBe(false);
    expect(canSetRenewalNotification(trademark, { ...completed, status_id: S.CERTIFICATE_READY }, { id: 2, role_id: ROLE.ADMIN })).toBe(false);
    expect(canSetRenewalNotification(trademark, null, { id: 2, role_id: ROLE.ADMIN })).toBe(false);
    expect(canSetRenewalNotification({ ...trademark, status: 0 }, completed, { id: 2, role_id: ROLE.ADMIN })).toBe(false);
    expect(canSetRenewalNotification({ ...trademark, renewal_notification_at: new Date() }, completed, { id: 2, role_id: ROLE.ADMIN })).toBe(false);
  });
});

describe('outcomeOf (ADM-24 ⚑AMB-10: one rule for the IP and the application lists)', () => {
  it('Completed is Success, Cancelled is Fail, anything open is Pending', () => {
    for (const status of Object.values(S)) {
      const expected = status === S.COMPLETED ? IP_OUTCOME.SUCCESS : status === S.CANCELLED ? IP_OUTCOME.FAIL : IP_OUTCOME.PENDING;
      expect(outcomeOf(status)).toBe(expected);
    }
  });
});
