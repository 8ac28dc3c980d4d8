import { describe, expect, it } from 'vitest';
import { feeInputFromParams, feeInputSchema } from './fee';
import { addCalendarDays, addCalendarMonths, addCalendarYears, isCalendarDate, patentDateErrors, selectedYears, yearNumber, yearValue } from './patent-years';

describe('calendar dates', () => {
  it('recognises real dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('01-02-2025')).toBe(false);
    expect(isCalendarDate(20250101)).toBe(false);
  });

  it('clamps months to their last day and crosses years', () => {
    expect(addCalendarMonths('2024-08-31', 6)).toBe('2025-02-28');
    expect(addCalendarMonths('2025-01-31', -2)).toBe('2024-11-30');
    expect(addCalendarYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addCalendarYears('2024-02-29', -20)).toBe('2004-02-29');
    expect(addCalendarDays('2025-12-25', 14)).toBe('2026-01-08');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('renewal years', () => {
  it('maps the 19 values to 2..20 and back', () => {
    expect(yearNumber('2nd_year_granted')).toBe(2);
    expect(yearNumber('3rd_year_granted')).toBe(3);
    expect(yearNumber('20th_year_granted')).toBe(20);
    expect(yearNumber('1st_year_granted')).toBeNull();
    expect(yearValue(11)).toBe('11th_year_granted');
    expect(selectedYears('19th_year_granted', '20th_year_granted')).toEqual([{ year_granted: '19th_year_granted' }, { year_granted: '20th_year_granted' }]);
    expect(selectedYears('5th_year_granted', '4th_year_granted')).toEqual([]);
  });
});

describe('patent dates (CAT-41..43)', () => {
  const today = '2026-03-15';
  it('filing-date countries need the filing date only; others need the grant date and filing ≤ grant', () => {
    expect(patentDateErrors({ filingDateBasis: true, today })).toEqual({ filing_date: ['pricing:validation.filing_date_required'] });
    expect(patentDateErrors({ filingDateBasis: true, filing_date: '2026-03-16', today })).toEqual({ filing_date: ['pricing:validation.filing_date_window'] });
    expect(patentDateErrors({ filingDateBasis: true, filing_date: '2020-01-01', grant_date: '2019-01-01', today })).toEqual({});
    expect(patentDateErrors({ filingDateBasis: false, filing_date: '2020-01-01', today })).toEqual({ grant_date: ['pricing:validation.grant_date_required'] });
    expect(patentDateErrors({ filingDateBasis: false, filing_date: '2020-01-02', grant_date: '2020-01-01', today })).toEqual({
      filing_date: ['pricing:validation.filing_date_after_grant'],
    });
  });
});

describe('fee input from a query', () => {
  it('turns numbers into numbers, drops empty fields and keeps bad numbers for the schema to refuse', () => {
    const input = feeInputFromParams(new URLSearchParams('service_id=3&type_id=1&country_id=132&multiclass_no=2.5&no_of_goods=&expiry_date=2026-05-01&x=1'));
    expect(input).toEqual({ service_id: 3, type_id: 1, country_id: 132, multiclass_no: 2.5, expiry_date: '2026-05-01' });
    const parsed = feeInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['multiclass_no', 'pricing:validation.multiclass_no_range']]);
    expect(feeInputSchema.safeParse(feeInputFromParams(new URLSearchParams('service_id=3&type_id=1&country_id=abc'))).error!.issues[0]!.message).toBe(
      'pricing:validation.country_id_required',
    );
  });
});
