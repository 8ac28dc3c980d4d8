import { describe, expect, it } from 'vitest';
import { calendarDateInKualaLumpur, formatDate, formatListTime, formatMoney, monthAbbreviation, toTwoDecimals } from './format';

describe('dates in Kuala Lumpur time', () => {
  it('formats dd-MM-yyyy in Asia/Kuala_Lumpur (UTC+8), crossing midnight', () => {
    expect(formatDate(new Date('2025-01-31T16:30:00Z'))).toBe('01-02-2025');
    expect(formatDate(new Date('2025-01-31T15:59:59Z'))).toBe('31-01-2025');
    expect(formatDate('2024-12-31 20:00:00')).toBe('01-01-2025'); // naive stored timestamps are UTC
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats DD MMM YYYY hh:mm a', () => {
    expect(formatListTime(new Date('2025-03-05T07:04:00Z'))).toBe('05 Mar 2025 03:04 pm');
    expect(formatListTime(new Date('2025-03-04T16:00:00Z'))).toBe('05 Mar 2025 12:00 am');
    expect(formatListTime(new Date('2025-03-05T04:00:00Z'))).toBe('05 Mar 2025 12:00 pm');
    expect(formatListTime(Date.UTC(2025, 11, 31, 15, 59))).toBe('31 Dec 2025 11:59 pm');
    // Issue 11: only the month is localised in bm and cn.
    expect(formatListTime(new Date('2025-03-05T07:04:00Z'), 'bm')).toBe('05 Mac 2025 03:04 pm');
    expect(formatListTime(new Date('2025-08-05T07:04:00Z'), 'bm')).toBe('05 Ogo 2025 03:04 pm');
    expect(formatListTime(new Date('2025-03-05T07:04:00Z'), 'cn')).toBe('05 3月 2025 03:04 pm');
  });

  it('reads a calendar date as written, and gives the KL calendar date of an instant', () => {
    expect(formatDate('2025-01-05')).toBe('05-01-2025');
    expect(calendarDateInKualaLumpur(new Date('2025-01-31T16:30:00Z'))).toBe('2025-02-01');
    expect(calendarDateInKualaLumpur(new Date('2025-01-31T15:59:59Z'))).toBe('2025-01-31');
  });

  it('abbreviates months in English (three letters), Malay and Chinese; English for another language', () => {
    expect([9, 6, 7].map((m) => monthAbbreviation(m))).toEqual(['Sep', 'Jun', 'Jul']);
    expect(monthAbbreviation(8, 'bm')).toBe('Ogo');
    expect(monthAbbreviation(12, 'cn')).toBe('12月');
    expect(monthAbbreviation(5, 'fr')).toBe('May');
  });
});

describe('money', () => {
  it('formats RM amounts from decimal strings exactly', () => {
    expect(formatMoney('1234.5')).toBe('RM 1,234.50');
    expect(formatMoney('0.1')).toBe('RM 0.10');
    expect(formatMoney('1234567.89')).toBe('RM 1,234,567.89');
    expect(formatMoney('999999999999999999.99')).toBe('RM 999,999,999,999,999,999.99');
    expect(formatMoney('-50')).toBe('-RM 50.00');
    expect(formatMoney(12)).toBe('RM 12.00');
    expect(formatMoney('100', 'S$')).toBe('S$ 100.00');
    expect(formatMoney(null)).toBe('');
  });

  it('rounds half away from zero on the digits, never via floats', () => {
    expect(toTwoDecimals('1.005')).toBe('1.01'); // 1.005 as a float rounds to 1.00
    expect(toTwoDecimals('1.004')).toBe('1.00');
    expect(toTwoDecimals('-2.675')).toBe('-2.68');
    expect(toTwoDecimals('0.001')).toBe('0.00');
    expect(toTwoDecimals('-0.001')).toBe('0.00');
    expect(toTwoDecimals('99.995')).toBe('100.00');
    expect(toTwoDecimals('1,234.5')).toBe('1234.50');
    expect(() => toTwoDecimals('12abc')).toThrow(TypeError);
    expect(() => toTwoDecimals('')).toThrow(TypeError);
  });
});
