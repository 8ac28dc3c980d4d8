import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_TYPE, SERVICE } from '../../constants/index';
import { Configuration } from '../../models/configuration';
import { calculateFee } from './calculate-fee';
import { caught, countryId, findProduct, findProductService, openTestWorld, type TestWorld } from '../../testing/index';

/**
 * Worked examples of the engine on the seeded price sheets (models/seeders/data/products.ts),
 * each computed by hand in the comments. "Today" is fixed: 2026-03-15 (KL).
 */
const TODAY = '2026-03-15';
const { SEARCH, APPLICATION, RENEWAL } = SERVICE;
const { TRADEMARK: TM, PATENT: PT } = IP_TYPE;

let world: TestWorld;
let MY: number;
let TH: number;
let KR: number;
let CN: number;
let ID: number;
beforeAll(async () => {
  world = await openTestWorld();
  [MY, TH, KR, CN, ID] = await Promise.all(['MY', 'TH', 'KR', 'CN', 'ID'].map((iso) => countryId(iso)));
});
afterAll(async () => {
  await world?.close();
});

const opts = { today: TODAY };

describe('trademark search and application', () => {
  it('prices a one-class Malaysian search at 9.90 (official 0.00 left out, service 9.90 + 0.00 × 1)', async () => {
    const result = await calculateFee({ service_id: SEARCH, type_id: TM, country_id: MY, multiclass_no: 1 }, opts);
    expect(result.fee).toBe('9.90');
    expect(result.fee_type).toBe('search');
    expect(result.detail).toEqual([{ key: 'service_fee', label: 'Service fee', amount: '9.90', kind: 'service' }]);
    // agent: 60 % of 9.90 = 5.94, per class 0.00
    expect(result.agent_cost).toBe('5.94');
    expect(result.additional_fee).toBe('0.00');
    expect(result.product).toEqual({ id: expect.any(Number), country_id: MY, country_name: 'Malaysia', country_iso2: 'MY' });
  });

  it('prices a 2-class Malaysian application: 950 × 2 + 450 + 150 × 2 = 2650.00', async () => {
    const result = await calculateFee({ service_id: APPLICATION, type_id: TM, country_id: MY, multiclass_no: 2 }, opts);
    expect(result.detail.map((l) => [l.key, l.label, l.amount])).toEqual([
      ['official_fee', 'Official filing fee', '1900.00'],
      ['service_fee', 'Service fee', '750.00'],
    ]);
    expect(result.fee).toBe('2650.00');
    expect(result.fee_type).toBe('application');
    // agent 270 + 90 × 2
    expect(result.agent_cost).toBe('450.00');
  });
});

describe('Malaysian 3-class trademark renewal in each tier (CAT-28, ⚑AMB-02)', () => {
  // official 1050 × 3 = 3150; service 350 + 100 × 3 = 650; agent 210 + 60 × 3 = 390.
  const renewal = (expiry_date: string) => calculateFee({ service_id: RENEWAL, type_id: TM, country_id: MY, multiclass_no: 3, expiry_date }, opts);

  it('not expired (the expiry day itself included): 3150 + 650 = 3800.00', async () => {
    for (const expiry of ['2026-06-30', TODAY]) {
      const result = await renewal(expiry);
      expect(result.fee_type).toBe('tm_not_expired');
      expect(result.fee).toBe('3800.00');
      expect(result.detail.map((l) => l.key)).toEqual(['official_fee', 'service_fee']);
      expect(result.detail[0]!.label).toBe('Official renewal fee');
      expect(result.agent_cost).toBe('390.00');
      expect(result.additional_fee).toBe('0.00');
    }
  });

  it('expired up to 6 months (to the day): + late 250 × 3 = 750 → 4550.00', async () => {
    for (const expiry of ['2026-03-14', '2026-01-10', '2025-09-15']) {
      const result = await renewal(expiry);
      expect(result.fee_type).toBe('tm_expired_6m');
      expect(result.fee).toBe('4550.00');
      expect(result.additional_fee).toBe('750.00');
      expect(result.detail.find((l) => l.key === 'late_surcharge')).toEqual({ key: 'late_surcharge', label: 'Late renewal surcharge', amount: '750.00', kind: 'surcharge' });
    }
  });

  it('expired 6 to 12 months: + restoration 1300 × 3 = 3900 → 7700.00', async () => {
    for (const expiry of ['2025-09-14', '2025-06-01', '2025-03-15']) {
      const result = await renewal(expiry);
      expect(result.fee_type).toBe('tm_expired_1y');
      expect(result.fee).toBe('7700.00');
      expect(result.additional_fee).toBe('3900.00');
      expect(result.detail.map((l) => l.key)).toEqual(['official_fee', 'restoration_fee', 'service_fee']);
    }
  });

  it('expired more than a year: not available (G-35)', async () => {
    const error = await caught(renewal('2025-03-14'));
    expect(error.messageKey).toBe('pricing:service_not_available');
  });

  it('an expiry beyond one renewal term (10 years) is refused as a field error', async () => {
    const error = await caught(renewal('2036-03-16'));
    expect(error.code).toBe('VALIDATION');
    expect(error.fieldErrors).toEqual({ expiry_date: ['pricing:validation.expiry_date_too_far'] });
    expect((await renewal('2036-03-15')).fee).toBe('3800.00');
  });
});

describe('goods-count countries (CAT-31, ADR 003): Thailand', () => {
  it('adds 260 per item of goods: 2 classes, 5 goods → 0 + 1300 + 330 + 110 × 2 = 1850.00', async () => {
    const result = await calculateFee({ service_id: RENEWAL, type_id: TM, country_id: TH, multiclass_no: 2, no_of_goods: 5, expiry_date: '2026-12-01' }, opts);
    expect(result.detail.map((l) => [l.key, l.label, l.amount, l.kind])).toEqual([
      ['goods_fee', 'Official fee per item of goods', '1300.00', 'surcharge'],
      ['service_fee', 'Service fee', '550.00', 'service'],
    ]);
    expect(result.fee).toBe('1850.00');
    expect(result.additional_fee).toBe('1300.00');
  });

  it('requires no_of_goods (0 allowed) and has no restoration tier (restoration_months 0)', async () => {
    const base = { service_id: RENEWAL, type_id: TM, country_id: TH, multiclass_no: 2, expiry_date: '2026-12-01' } as const;
    expect((await caught(calculateFee(base, opts))).fieldErrors).toEqual({ no_of_goods: ['pricing:validation.no_of_goods_required'] });
    expect((await calculateFee({ ...base, no_of_goods: 0 }, opts)).fee).toBe('550.00');
    // 3 months late: + 130 × 2 = 260 → 810.00; 7 months late: nothing sold.
    expect((await calculateFee({ ...base, no_of_goods: 0, expiry_date: '2025-12-15' }, opts)).fee).toBe('810.00');
    expect((await caught(calculateFee({ ...base, no_of_goods: 0, expiry_date: '2025-08-15' }, opts))).messageKey).toBe('pricing:service_not_available');
  });

  it('follows the configuration, not the country id: without Thailand in the list, goods are ignored', async () => {
    await Configuration.writeValue('goods_count_country_ids', []);
    try {
      const result = await calculateFee({ service_id: RENEWAL, type_id: TM, country_id: TH, multiclass_no: 2, no_of_goods: 5, expiry_date: '2026-12-01' }, opts);
      expect(result.fee).toBe('550.00');
      // and Malaysia never asks for goods
      expect((await calculateFee({ service_id: RENEWAL, type_id: TM, country_id: MY, multiclass_no: 1, expiry_date: '2026-12-01' }, opts)).fee).toBe('1500.00');
    } finally {
      await Configuration.writeValue('goods_count_country_ids', [TH]);
    }
  });
});

it('shows South Korea’s 0.00 charge line (CAT-13): 1020 + 400 + 130 + 0.00 = 1550.00', async () => {
  const result = await calculateFee({ service_id: RENEWAL, type_id: TM, country_id: KR, multiclass_no: 1, expiry_date: '2027-01-01' }, opts);
  expect(result.detail.at(-1)).toEqual({ key: 'charge_1', label: 'Charges', amount: '0.00', kind: 'charge' });
  expect(result.fee).toBe('1550.00');
});

describe('patent renewal (CAT-29..43)', () => {
  it('counts a Chinese patent from its filing date; no grant date needed (CAT-42, ⚑AMB-22)', async () => {
    // Filed 2020-05-10: year N is due 2020-05-10 + (N − 1) years. Year 6 was due 2025-05-10, more
    // than 6 months ago → not offered; year 7 is due 2026-05-10 (not due). Years 7–9: 1260 × 3 =
    // 3780 + service 200 × 3 = 600 → 4380.00. Expiry = filing + (index 5 + 1) years = 2026-05-10.
    const line = { service_id: RENEWAL, type_id: PT, country_id: CN, filing_date: '2020-05-10', select_year: '7th_year_granted', total_year: '9th_year_granted' } as const;
    const result = await calculateFee(line, opts);
    expect(result.fee_type).toBe('pt_not_due');
    expect(result.detail.map((l) => [l.key, l.amount])).toEqual([
      ['official_annuity', '3780.00'],
      ['service_fee', '600.00'],
    ]);
    expect(result.fee).toBe('4380.00');
    expect(result.agent_cost).toBe('360.00');
    expect(result.expiry_date).toBe('2026-05-10');
    expect(result.selected_years).toEqual([{ year_granted: '7th_year_granted' }, { year_granted: '8th_year_granted' }, { year_granted: '9th_year_granted' }]);
    const lapsed = await caught(calculateFee({ ...line, select_year: '6th_year_granted' }, opts));
    expect(lapsed.fieldErrors).toEqual({ select_year: ['pricing:validation.select_year_not_offered'] });
    const missing = await caught(calculateFee({ ...line, filing_date: undefined, grant_date: '2021-01-01' }, opts));
    expect(missing.fieldErrors).toEqual({ filing_date: ['pricing:validation.filing_date_required'] });
  });

  it('adds the urgency fee when the first year is due within 14 days (CAT-30)', async () => {
    // Granted 2021-03-20: year 6 due 2026-03-20, 5 days away. 600 + urgency 150 + service 180 = 930.00.
    const result = await calculateFee({ service_id: RENEWAL, type_id: PT, country_id: MY, grant_date: '2021-03-20', select_year: '6th_year_granted', total_year: '6th_year_granted' }, opts);
    expect(result.fee_type).toBe('pt_near_due');
    expect(result.detail.map((l) => [l.key, l.amount, l.kind])).toEqual([
      ['official_annuity', '600.00', 'processing'],
      ['urgency_fee', '150.00', 'surcharge'],
      ['service_fee', '180.00', 'service'],
    ]);
    expect(result.fee).toBe('930.00');
    expect(result.additional_fee).toBe('150.00');
    // due in exactly 14 days is still near due; in 15 days it is not
    expect((await calculateFee({ service_id: RENEWAL, type_id: PT, country_id: MY, grant_date: '2021-03-29', select_year: '6th_year_granted', total_year: '6th_year_granted' }, opts)).fee_type).toBe('pt_near_due');
    expect((await calculateFee({ service_id: RENEWAL, type_id: PT, country_id: MY, grant_date: '2021-03-30', select_year: '6th_year_granted', total_year: '6th_year_granted' }, opts)).fee).toBe('780.00');
  });

  it('adds the overdue surcharge inside the 6-month grace (Malaysia 100 %, PUB-5)', async () => {
    // Granted 2020-12-01: year 6 was due 2025-12-01 (3½ months ago). Years 6–7: 600 + 600 = 1200,
    // surcharge 100 % of 600 = 600, service 180 × 2 = 360 → 2160.00.
    const result = await calculateFee({ service_id: RENEWAL, type_id: PT, country_id: MY, grant_date: '2020-12-01', select_year: '6th_year_granted', total_year: '7th_year_granted' }, opts);
    expect(result.fee_type).toBe('pt_overdue');
    expect(result.detail.map((l) => [l.key, l.amount])).toEqual([
      ['official_annuity', '1200.00'],
      ['overdue_surcharge', '600.00'],
      ['service_fee', '360.00'],
    ]);
    expect(result.fee).toBe('2160.00');
    expect(result.additional_fee).toBe('600.00');
    expect(result.expiry_date).toBe('2025-12-01');
  });

  it('sells no overdue annuity where late_enabled is false (Indonesia)', async () => {
    const error = await caught(calculateFee({ service_id: RENEWAL, type_id: PT, country_id: ID, grant_date: '2020-12-01', select_year: '6th_year_granted', total_year: '6th_year_granted' }, opts));
    expect(error.messageKey).toBe('pricing:service_not_available');
  });

  it('checks the dates and years (CAT-35, CAT-41, CAT-43)', async () => {
    const line = { service_id: RENEWAL, type_id: PT, country_id: MY, grant_date: '2021-06-01', select_year: '7th_year_granted', total_year: '8th_year_granted' } as const;
    const errors = async (patch: Record<string, unknown>) => (await caught(calculateFee({ ...line, ...patch }, opts))).fieldErrors;
    expect(await errors({ grant_date: undefined })).toEqual({ grant_date: ['pricing:validation.grant_date_required'] });
    expect(await errors({ grant_date: '2026-03-16' })).toEqual({ grant_date: ['pricing:validation.grant_date_window'] });
    expect(await errors({ grant_date: '2006-03-14' })).toEqual({ grant_date: ['pricing:validation.grant_date_window'] });
    expect(await errors({ grant_date: '2021-02-30' })).toEqual({ grant_date: ['pricing:validation.date_invalid'] });
    expect(await errors({ filing_date: '2021-06-02' })).toEqual({ filing_date: ['pricing:validation.filing_date_after_grant'] });
    expect(await errors({ total_year: '6th_year_granted' })).toEqual({ total_year: ['pricing:validation.total_year_before_select'] });
    expect(await errors({ select_year: undefined, total_year: undefined })).toEqual({
      select_year: ['pricing:validation.select_year_required'],
      total_year: ['pricing:validation.total_year_required'],
    });
    expect(await errors({ select_year: '1st_year_granted' })).toEqual({ select_year: ['pricing:validation.select_year_required'] });
    // 20 years back to the day is inside the window, but its last annuity (due 2025-03-15) lapsed a
    // year ago: nothing is left to sell (G-35) — not a date error.
    const lapsed = await caught(calculateFee({ ...line, grant_date: '2006-03-15', select_year: '20th_year_granted', total_year: '20th_year_granted' }, opts));
    expect(lapsed.messageKey).toBe('pricing:service_not_available');
    // Granted 2006-09-15: the 20th year fell due 2025-09-15, exactly 6 months ago → overdue.
    // 2000 + 100 % surcharge 2000 + service 180 = 4180.00; a filing date equal to the grant date is fine.
    const last = await calculateFee({ ...line, grant_date: '2006-09-15', filing_date: '2006-09-15', select_year: '20th_year_granted', total_year: '20th_year_granted' }, opts);
    expect([last.fee_type, last.fee]).toEqual(['pt_overdue', '4180.00']);
    expect(await errors({ total_year: '20th_year_granted', select_year: '21st_year_granted' })).toEqual({ select_year: ['pricing:validation.select_year_required'] });
  });
});

describe('patent search and application', () => {
  it('prices official base + service base', async () => {
    // Malaysia: search 0 + 450; application 2290 + 3500.
    expect((await calculateFee({ service_id: SEARCH, type_id: PT, country_id: MY }, opts)).fee).toBe('450.00');
    const application = await calculateFee({ service_id: APPLICATION, type_id: PT, country_id: MY }, opts);
    expect(application.fee).toBe('5790.00');
    expect(application.agent_cost).toBe('2100.00');
    expect(application.fee_type).toBe('application');
  });
});

describe('not available (CAT-24, G-35, G-56)', () => {
  const line = { service_id: RENEWAL, type_id: TM, country_id: 0, multiclass_no: 1, expiry_date: '2026-12-01' } as const;
  const notAvailable = async (id: number) => (await caught(calculateFee({ ...line, country_id: id }, opts))).messageKey;

  it('for a country without a product or not in service', async () => {
    expect(await notAvailable(await countryId('AU'))).toBe('pricing:service_not_available');
    const sg = await countryId('SG');
    const { Country } = await import('../../models/country');
    await Country.update({ in_service: false }, { where: { id: sg } });
    try {
      expect(await notAvailable(sg)).toBe('pricing:service_not_available');
    } finally {
      await Country.update({ in_service: true }, { where: { id: sg } });
    }
    expect((await calculateFee({ ...line, country_id: sg }, opts)).fee).toBe('1810.00');
  });

  it('for an inactive product, a product service with status 0 or a renewal not enabled', async () => {
    const hk = await countryId('HK');
    const product = await findProduct('HK');
    const service = await findProductService('HK', RENEWAL, TM);
    const switches: Array<[(on: boolean) => Promise<unknown>]> = [
      [(on) => product.update({ is_active: on })],
      [(on) => product.update({ status_id: on ? 1 : 2 })],
      [(on) => service.update({ status: on ? 1 : 0 })],
      [(on) => service.update({ enabled: on })],
    ];
    for (const [turn] of switches) {
      await turn(false);
      expect(await notAvailable(hk)).toBe('pricing:service_not_available');
      await turn(true);
    }
    // 1510 + 380 + 120 = 2010.00 once everything is back
    expect((await calculateFee({ ...line, country_id: hk }, opts)).fee).toBe('2010.00');
  });

  it('for a late trademark renewal where late_enabled is false (Indonesia), while on time it is sold', async () => {
    expect((await calculateFee({ ...line, country_id: ID }, opts)).fee).toBe('1070.00');
    expect(await caught(calculateFee({ ...line, country_id: ID, expiry_date: '2026-03-01' }, opts)).then((e) => e.messageKey)).toBe('pricing:service_not_available');
  });

  it('for a price missing from the sheet', async () => {
    const service = await findProductService('VN', SEARCH, TM);
    const costs = service.service_costs;
    await service.update({ service_costs: { base: '39.00' } });
    try {
      const error = await caught(calculateFee({ service_id: SEARCH, type_id: TM, country_id: await countryId('VN'), multiclass_no: 1 }, opts));
      expect(error.messageKey).toBe('pricing:service_not_available');
    } finally {
      await service.update({ service_costs: costs });
    }
  });
});

describe('validation_rules override the defaults per product (G-55)', () => {
  it('a shorter grace moves a 2-month-late mark into the restoration tier; max_classes caps the classes', async () => {
    const product = await findProduct('MY');
    const stored = product.validation_rules;
    await product.update({ validation_rules: { ...stored, grace_months: 1, max_classes: 3 } });
    try {
      const late = await calculateFee({ service_id: RENEWAL, type_id: TM, country_id: MY, multiclass_no: 1, expiry_date: '2026-01-10' }, opts);
      expect(late.fee_type).toBe('tm_expired_1y');
      const error = await caught(calculateFee({ service_id: RENEWAL, type_id: TM, country_id: MY, multiclass_no: 4, expiry_date: '2026-12-01' }, opts));
      expect(error.fieldErrors).toEqual({ multiclass_no: ['pricing:validation.multiclass_no_max'] });
    } finally {
      await product.update({ validation_rules: stored });
    }
  });
});

describe('input shape', () => {
  it('refuses bad input field by field and changes nothing', async () => {
    const error = await caught(
      calculateFee({ service_id: 4 as never, type_id: TM, country_id: MY, multiclass_no: 46, expiry_date: '01-02-2026' }, opts),
    );
    expect(error.code).toBe('VALIDATION');
    expect(error.fieldErrors).toEqual({
      service_id: ['pricing:validation.service_id_required'],
      multiclass_no: ['pricing:validation.multiclass_no_range'],
      expiry_date: ['pricing:validation.date_invalid'],
    });
    const missing = await caught(calculateFee({ service_id: SEARCH, type_id: TM, country_id: MY }, opts));
    expect(missing.fieldErrors).toEqual({ multiclass_no: ['pricing:validation.multiclass_no_required'] });
  });
});
