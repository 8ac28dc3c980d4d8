import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_TYPE, SERVICE, YEAR_GRANTED_VALUES } from '../../constants/index';
import { AppError } from '../../errors/index';
import { trademarkTier, type FeeInput, type FeeResult } from '../../schemas/fee';
import {
  addCalendarDays,
  addCalendarYears,
  expiryDateFor,
  offeredPatentYears,
  patentDueDate,
  patentDueStatus,
  raiseLastYear,
  yearNumber,
  yearValue,
} from '../../schemas/patent-years';
import { presentFee, priceLine } from './calculate-fee';
import { openTestWorld, type TestWorld } from '../../testing/index';
import { readCountryRules, sheetOf, soldServices, type PriceSheet } from './price-sheet';

/**
 * Properties of the engine over every seeded price sheet, random dates (2000–2040), classes,
 * goods and years. Sheets are loaded once from the database; the pricing itself is pure.
 */

let world: TestWorld;
let sheets: PriceSheet[];
beforeAll(async () => {
  world = await openTestWorld();
  const [sold, rules] = await Promise.all([soldServices({}), readCountryRules()]);
  sheets = sold.map((entry) => sheetOf(entry, rules));
});
afterAll(async () => {
  await world?.close();
});

const dateArb = fc.integer({ min: 0, max: 41 * 366 }).map((days) => addCalendarDays('2000-01-01', days));
const todayArb = fc.integer({ min: 0, max: 15 * 366 }).map((days) => addCalendarDays('2020-01-01', days));
const yearArb = fc.integer({ min: 2, max: 20 });
const TIER_RANK = { tm_not_expired: 0, tm_expired_6m: 1, tm_expired_1y: 2, beyond: 3 } as const;
const MONEY = /^\d+\.\d{2}$/;

/** The price, or null when the engine says the line is not sold / not valid. */
function tryPrice(sheet: PriceSheet, input: FeeInput, today: string): FeeResult | null {
  try {
    return presentFee(sheet, priceLine(sheet, input, today));
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

const lineOf = (sheet: PriceSheet) => ({
  service_id: Number(sheet.service.service_id) as FeeInput['service_id'],
  type_id: Number(sheet.service.type_id) as FeeInput['type_id'],
  country_id: sheet.country.id,
});
const trademarkSheets = () => sheets.filter((s) => Number(s.service.type_id) === IP_TYPE.TRADEMARK);
const patentRenewalSheets = () => sheets.filter((s) => Number(s.service.type_id) === IP_TYPE.PATENT && Number(s.service.service_id) === SERVICE.RENEWAL);

function assertWellFormed(result: FeeResult) {
  for (const amount of [result.fee, result.agent_cost, result.additional_fee, ...result.detail.map((l) => l.amount)]) {
    expect(amount).toMatch(MONEY);
  }
  const total = result.detail.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  expect(total.toFixed(2)).toBe(result.fee);
  const surcharges = result.detail.filter((l) => l.kind === 'surcharge').reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  expect(surcharges.toFixed(2)).toBe(result.additional_fee);
  expect(new Decimal(result.additional_fee).lte(result.fee)).toBe(true);
}

describe('trademark tiers partition the timeline (CAT-28)', () => {
  it('not expired exactly up to the expiry day, then 6m, 1y, beyond — never going back', () => {
    fc.assert(
      fc.property(dateArb, todayArb, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 24 }), (expiry, today, later, grace, restoration) => {
        const rules = { grace_months: grace, restoration_months: restoration };
        const tier = trademarkTier(expiry, today, rules);
        expect(tier === 'tm_not_expired').toBe(today <= expiry);
        const next = trademarkTier(expiry, addCalendarDays(today, later), rules);
        expect(TIER_RANK[next]).toBeGreaterThanOrEqual(TIER_RANK[tier]);
        if (tier === 'tm_expired_1y') expect(restoration).toBeGreaterThan(grace);
      }),
    );
  });
});

describe('trademark lines', () => {
  it('every amount is a non-negative money string, fee = Σ detail, and the fee never falls as classes rise', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...trademarkSheets()),
        fc.integer({ min: 1, max: 44 }),
        fc.integer({ min: 0, max: 200 }),
        dateArb,
        todayArb,
        (sheet, classes, goods, expiry, today) => {
          const input = { ...lineOf(sheet), multiclass_no: classes, no_of_goods: goods, expiry_date: expiry };
          const one = tryPrice(sheet, input, today);
          const more = tryPrice(sheet, { ...input, multiclass_no: classes + 1 }, today);
          expect(one === null).toBe(more === null);
          if (!one || !more) return;
          assertWellFormed(one);
          assertWellFormed(more);
          expect(new Decimal(more.fee).gte(one.fee)).toBe(true);
          expect(new Decimal(more.agent_cost).gte(one.agent_cost)).toBe(true);
          expect(one.fee_type).toBe(more.fee_type);
        },
      ),
    );
  });

  it('every country prices a not-expired renewal, search and application (1–45 classes)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...trademarkSheets()), fc.integer({ min: 1, max: 45 }), todayArb, fc.integer({ min: 0, max: 3000 }), (sheet, classes, today, ahead) => {
        const result = tryPrice(sheet, { ...lineOf(sheet), multiclass_no: classes, no_of_goods: 1, expiry_date: addCalendarDays(today, ahead) }, today);
        expect(result).not.toBeNull();
        assertWellFormed(result!);
      }),
    );
  });
});

describe('patent years and lines', () => {
  it('first ≤ last always once the first is raised (CAT-35, CAT-36)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...YEAR_GRANTED_VALUES), fc.option(fc.constantFrom(...YEAR_GRANTED_VALUES), { nil: undefined }), (first, last) => {
        const shown = raiseLastYear(first, last);
        expect(yearNumber(shown)!).toBeGreaterThanOrEqual(yearNumber(first)!);
        if (last && yearNumber(last)! >= yearNumber(first)!) expect(shown).toBe(last);
      }),
    );
  });

  it('expiry = base + (zero-based index + 1) years = the first year’s due date (CAT-38, ⚑AMB-22)', () => {
    fc.assert(
      fc.property(dateArb, yearArb, (base, year) => {
        const value = yearValue(year);
        expect(expiryDateFor(base, value)).toBe(addCalendarYears(base, YEAR_GRANTED_VALUES.indexOf(value) + 1));
        expect(expiryDateFor(base, value)).toBe(patentDueDate(base, year));
      }),
    );
  });

  it('offered years run without gaps from the first not lapsed to the last; the year before has lapsed (CAT-37, CAT-39)', () => {
    fc.assert(
      fc.property(dateArb, todayArb, fc.integer({ min: 2, max: 20 }), (base, today, maxYear) => {
        const years = offeredPatentYears({ baseDate: base, today, maxYear });
        years.forEach((option, i) => {
          expect(option.status).not.toBeNull();
          if (i > 0) expect(option.year).toBe(years[i - 1]!.year + 1);
        });
        if (years.length === 0) {
          expect(patentDueStatus(patentDueDate(base, maxYear), today)).toBe('lapsed');
          return;
        }
        expect(years.at(-1)!.year).toBe(maxYear);
        if (years[0]!.year > 2) expect(patentDueStatus(patentDueDate(base, years[0]!.year - 1), today)).toBe('lapsed');
      }),
    );
  });

  it('every offered year prices in every country (unless overdue where late is not sold); more years cost more', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...patentRenewalSheets()),
        fc.integer({ min: 0, max: 20 * 366 - 1 }),
        todayArb,
        fc.integer({ min: 0, max: 18 }),
        fc.integer({ min: 0, max: 18 }),
        (sheet, back, today, pickFirst, span) => {
          const base = addCalendarDays(today, -back);
          const offered = offeredPatentYears({ baseDate: base, today, maxYear: sheet.rules.patent_max_year });
          if (offered.length === 0) return;
          const first = offered[pickFirst % offered.length]!;
          const last = offered[Math.min(offered.indexOf(first) + span, offered.length - 1)]!;
          const input = { ...lineOf(sheet), grant_date: base, filing_date: base, select_year: first.value, total_year: last.value };
          const result = tryPrice(sheet, input, today);
          if (first.status === 'overdue' && !sheet.service.late_enabled) {
            expect(result).toBeNull();
            return;
          }
          expect(result).not.toBeNull();
          assertWellFormed(result!);
          expect(result!.fee_type).toBe(`pt_${first.status}`);
          expect(result!.expiry_date).toBe(first.due_date);
          expect(result!.selected_years).toHaveLength(last.year - first.year + 1);
          if (last.year < sheet.rules.patent_max_year) {
            const longer = tryPrice(sheet, { ...input, total_year: yearValue(last.year + 1) }, today)!;
            expect(new Decimal(longer.fee).gt(result!.fee)).toBe(true);
          }
        },
      ),
    );
  });
});

it('every seeded sold line prices its simplest case (search, application: fixed inputs)', () => {
  for (const sheet of sheets.filter((s) => Number(s.service.service_id) !== SERVICE.RENEWAL)) {
    const result = tryPrice(sheet, { ...lineOf(sheet), multiclass_no: 1 }, '2026-03-15');
    expect(result, `${sheet.country.iso2} ${sheet.service.service_id}/${sheet.service.type_id}`).not.toBeNull();
    assertWellFormed(result!);
  }
  expect(sheets).toHaveLength(12 * 6);
});
