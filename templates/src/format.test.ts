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

  it('reads Kuala Lumpur time as the time zone database does, before and after its last change (1982) and for decades ahead', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const expected = (at: number) => {
      const p = Object.fromEntries(intl.formatToParts(at).map((part) => [part.type, part.value]));
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    };
    const actual = (at: number) => {
      const [day, month, year, time, meridiem] = formatListTime(at).split(' ');
      const [h12, minute] = time!.split(':');
      const hour = (Number(h12) % 12) + (meridiem === 'pm' ? 12 : 0);
      const monthNo = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(month!) + 1;
      expect(calendarDateInKualaLumpur(new Date(at))).toBe(`${year}-${String(monthNo).padStart(2, '0')}-${day}`);
      return `${year}-${String(monthNo).padStart(2, '0')}-${day} ${String(hour).padStart(2, '0')}:${minute}`;
    };
    // Every minute around the change from +07:30 to +08:00 (1982-01-01 00:00 local).
    for (let at = Date.UTC(1981, 11, 31, 15); at <= Date.UTC(1981, 11, 31, 18); at += 60_000) expect(actual(at), new Date(at).toISOString()).toBe(expected(at));
    expect(formatListTime(Date.UTC(1981, 11, 31, 15, 59))).toBe('31 Dec 1981 11:29 pm');
    expect(formatListTime(Date.UTC(1981, 11, 31, 16, 0))).toBe('01 Jan 1982 12:00 am');
    // Spread over 1970–2100, every hour of the day.
    let seed = 17;
    for (let i = 0; i < 3000; i++) {
      seed = (seed * 48271) % 2147483647;
      const at = Date.UTC(1970, 0, 1) + Math.floor((seed / 2147483647) * (Date.UTC(2100, 0, 1) - Date.UTC(1970, 0, 1)));
      expect(actual(at), new Date(at).toISOString()).toBe(expected(at));
    }
    // Another zone is read from the database as given.
    expect(formatListTime(Date.UTC(2025, 6, 1, 12, 0), 'en', 'Europe/London')).toBe('01 Jul 2025 01:00 pm');
    expect(calendarDateInKualaLumpur(new Date(Date.UTC(2025, 0, 1, 2)), 'America/New_York')).toBe('2024-12-31');
  });

  it('abbreviates months in English (three letters), Malay and Chinese; English for another language', () => {
    expect([9, 6, 7].map((m) => monthAbbreviation(m))).toEqual(['Sep', 'Jun', 'Jul']);
    expect(monthAbbreviation(8, 'bm')).toBe('Ogo');
    expect(monthAbbreviation(12, 'cn')).toBe('12月');
    expect(monthAbbreviation(5, 'fr')).toBe('May');
    // Every month of each language, asked twice (the second answer is the kept one).
    for (const language of ['bm', 'cn']) {
      const locale = language === 'bm' ? 'ms-MY' : 'zh-CN';
      for (let month = 1; month <= 12; month++) {
        const intl = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 15)).replace(/\.$/, '');
        expect(monthAbbreviation(month, language)).toBe(intl);
        expect(monthAbbreviation(month, language)).toBe(intl);
      }
    }
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
