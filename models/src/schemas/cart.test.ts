import { describe, expect, it } from 'vitest';
import { applyRequestSchema, expiryWarningLineIds, isWithinWorkingDays, overdueLineIds, patentBundleSchema, searchRequestSchema, selectedCartTotal, trademarkBundleSchema } from './cart';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('renewal bundle forms (ORD-5..11, ORD-15)', () => {
  it("asks for at least one line with 'Please insert at least 1 item'", () => {
    expect(messages(trademarkBundleSchema.safeParse({ lines: [] }))).toEqual({ lines: 'orders:cart.validation.min_one' });
    expect(messages(trademarkBundleSchema.safeParse({}))).toEqual({ lines: 'orders:cart.validation.min_one' });
  });

  it('requires every trademark field and keeps classes within 1–45', () => {
    expect(messages(trademarkBundleSchema.safeParse({ lines: [{ multiclass_no: 46, expiry_date: '2026-02-30' }] }))).toEqual({
      'lines.0.filing_no': 'orders:cart.validation.filing_no_required',
      'lines.0.country_id': 'orders:cart.validation.country_required',
      'lines.0.application_name': 'orders:cart.validation.application_name_required',
      'lines.0.expiry_date': 'pricing:validation.date_invalid',
      'lines.0.multiclass_no': 'pricing:validation.multiclass_no_range',
      'lines.0.multiclass_name': 'orders:cart.validation.multiclass_name_required',
    });
    const ok = trademarkBundleSchema.safeParse({ lines: [{ filing_no: ' TM1 ', country_id: 1, application_name: 'A', expiry_date: '2026-02-28', multiclass_no: 45, multiclass_name: 'x' }] });
    expect(ok.success && ok.data.lines[0]!.filing_no).toBe('TM1');
  });

  it('requires the patent numbers, country and years', () => {
    expect(Object.keys(messages(patentBundleSchema.safeParse({ lines: [{ select_year: '1st_year_granted' }] }))).sort()).toEqual(
      ['lines.0.application_no', 'lines.0.country_id', 'lines.0.grant_no', 'lines.0.select_year', 'lines.0.total_year'].sort(),
    );
  });
});

describe('search and application requests (POR-43..48)', () => {
  it('uses the spec’s words for terms, goods and partners', () => {
    const result = applyRequestSchema.safeParse({ country_id: 1, description: 'ab', classifications: [{ term: ' ', goods: '' }], partners: [{ name: '' }], name: 'N', address: { address_1: 'ab', poscode: '12', city: 'KL', country_id: 1 } });
    expect(messages(result)).toMatchObject({
      description: 'orders:request.validation.description_min',
      'classifications.0.term': 'orders:request.validation.term_required',
      'classifications.0.goods': 'orders:request.validation.goods_required',
      'partners.0.name': 'orders:request.validation.partner_required',
      'address.address_1': 'orders:request.validation.address_1_min',
      'address.poscode': 'orders:request.validation.poscode_min',
      'address.city': 'orders:request.validation.city_min',
      'address.state_id': 'orders:request.validation.state_required',
    });
    expect(messages(searchRequestSchema.safeParse({ country_id: 1, description: 'abc', classifications: [] }))).toEqual({ classifications: 'orders:request.validation.classification_min_one' });
  });
});

describe('14 working days (G-34)', () => {
  // 2026-03-16 is a Monday: the 14th working day after it is Friday 2026-04-03.
  it('counts Monday to Friday only', () => {
    expect(isWithinWorkingDays('2026-04-03', '2026-03-16')).toBe(true);
    expect(isWithinWorkingDays('2026-04-04', '2026-03-16')).toBe(false);
    expect(isWithinWorkingDays('2026-04-06', '2026-03-16')).toBe(false);
    expect(isWithinWorkingDays('2026-03-01', '2026-03-16')).toBe(true);
    expect(isWithinWorkingDays('not a date', '2026-03-16')).toBe(false);
  });
});

describe('cart page helpers (ORD-23, G-34)', () => {
  it('adds the selected lines in whole sen', () => {
    const lines = [
      { id: 1, fee: '0.10' },
      { id: 2, fee: '0.20' },
      { id: 3, fee: '1500.05' },
    ];
    expect(selectedCartTotal(lines, [1, 2])).toBe('0.30');
    expect(selectedCartTotal(lines, [1, 2, 3])).toBe('1500.35');
    expect(selectedCartTotal(lines, [])).toBe('0.00');
  });

  it('warns only for renewal lines within 14 working days', () => {
    const lines = [
      { id: 1, service_id: 3, expiry_date: '2026-11-30' },
      { id: 2, service_id: 3, expiry_date: '2027-06-01' },
      { id: 3, service_id: 1, expiry_date: '2026-11-30' },
      { id: 4, service_id: 3, expiry_date: null },
    ];
    expect(expiryWarningLineIds(lines, '2026-11-23')).toEqual([1]);
  });

  it('tells the overdue renewal lines (past expiry) apart from the ones still within 14 working days', () => {
    const lines = [
      { id: 1, service_id: 3, expiry_date: '2026-11-30' },
      { id: 2, service_id: 3, expiry_date: '2026-11-20' },
      { id: 3, service_id: 1, expiry_date: '2026-11-20' },
      { id: 4, service_id: 3, expiry_date: '2026-11-23' },
      { id: 5, service_id: 3, expiry_date: null },
    ];
    expect(expiryWarningLineIds(lines, '2026-11-23')).toEqual([1, 2, 4]);
    expect(overdueLineIds(lines, '2026-11-23')).toEqual([2]);
  });
});
