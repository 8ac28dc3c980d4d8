import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, SERVICE } from '../../constants/index';
import { ipDisplayStatus, ipExpiryTone } from './display-status';

const today = '2026-11-28';
const latest = { service_id: SERVICE.RENEWAL, status_id: S.COMPLETED };

describe('the IP display status (POR-22..24)', () => {
  it('is Expired once the expiry date has passed, Expiring Soon from 5 days before it, else the latest status', () => {
    expect(ipDisplayStatus({ expiry_date: '2026-11-27', latest, today })).toEqual({ kind: 'expired' });
    expect(ipDisplayStatus({ expiry_date: '2020-01-01', latest, today })).toEqual({ kind: 'expired' });
    // The expiry day itself has not passed yet.
    expect(ipDisplayStatus({ expiry_date: '2026-11-28', latest, today })).toEqual({ kind: 'expiring_soon' });
    expect(ipDisplayStatus({ expiry_date: '2026-12-03', latest, today })).toEqual({ kind: 'expiring_soon' });
    expect(ipDisplayStatus({ expiry_date: '2026-12-04', latest, today })).toEqual({ kind: 'application', service_id: SERVICE.RENEWAL, status_id: S.COMPLETED });
    // A date-time reads as its date; across a month and a year end.
    expect(ipDisplayStatus({ expiry_date: '2026-12-03T00:00:00.000Z', latest, today })).toEqual({ kind: 'expiring_soon' });
    expect(ipDisplayStatus({ expiry_date: '2027-01-02', latest, today: '2026-12-28' })).toEqual({ kind: 'expiring_soon' });
  });

  it('falls back to the latest status (or none) when the expiry date is missing or invalid', () => {
    for (const expiry_date of [null, undefined, '', '2026-02-30', 'soon', '28/11/2026']) {
      expect(ipDisplayStatus({ expiry_date, latest, today })).toEqual({ kind: 'application', service_id: SERVICE.RENEWAL, status_id: S.COMPLETED });
    }
    // No application at all (an imported record, ADR 075): Active, never POR-21's error note.
    expect(ipDisplayStatus({ expiry_date: null, latest: null, today })).toEqual({ kind: 'active' });
    expect(ipDisplayStatus({ expiry_date: '2030-01-01', latest: null, today })).toEqual({ kind: 'active' });
    expect(ipDisplayStatus({ expiry_date: '2020-01-01', latest: null, today })).toEqual({ kind: 'expired' });
    expect(ipDisplayStatus({ expiry_date: '2030-01-01', latest: { service_id: SERVICE.RENEWAL, status_id: null }, today })).toEqual({ kind: 'application', service_id: SERVICE.RENEWAL, status_id: null });
  });
});

describe('the expiry tone (POR-25)', () => {
  it('is red at 10 days or fewer, once passed, or for a missing or invalid date; green from 11 days', () => {
    expect(ipExpiryTone('2026-12-08', today)).toBe('red');
    expect(ipExpiryTone('2026-12-09', today)).toBe('green');
    expect(ipExpiryTone('2026-11-28', today)).toBe('red');
    expect(ipExpiryTone('2026-01-01', today)).toBe('red');
    expect(ipExpiryTone('2031-01-01', today)).toBe('green');
    for (const value of [null, undefined, '', '2026-13-01', 'never']) expect(ipExpiryTone(value, today)).toBe('red');
  });
});
