import { describe, expect, it } from 'vitest';
import { countryName, localiseCountries } from './country-name';
import { formatListTime, monthAbbreviation } from '../schemas/dates';

describe('country names in the reader’s language (issue 11)', () => {
  it('names a country by its ISO code in bm and cn, and keeps the stored English name in en', () => {
    expect(countryName('Malaysia', 'MY', 'cn')).toBe('马来西亚');
    expect(countryName('China', 'CN', 'cn')).toBe('中国');
    expect(countryName('Germany', 'DE', 'bm')).toBe('Jerman');
    expect(countryName('Korea, Republic of', 'KR', 'en')).toBe('Korea, Republic of');
  });

  it('falls back to the stored name without a usable code', () => {
    expect(countryName('Somewhere', null, 'cn')).toBe('Somewhere');
    expect(countryName('Somewhere', 'ZZZ', 'bm')).toBe('Somewhere');
    expect(countryName('Unknown', 'QX', 'cn')).toBe('Unknown');
    expect(countryName(null, null, 'cn')).toBe('');
  });

  it('sorts a select by the localised name', () => {
    const list = [
      { id: 1, name: 'Germany', iso2: 'DE' },
      { id: 2, name: 'Japan', iso2: 'JP' },
      { id: 3, name: 'Egypt', iso2: 'EG' },
    ];
    // Malay: Jepun, Jerman, Mesir.
    expect(localiseCountries(list, 'bm').map((c) => c.name)).toEqual(['Jepun', 'Jerman', 'Mesir']);
    expect(localiseCountries(list, 'en').map((c) => c.id)).toEqual([3, 1, 2]);
  });
});

describe('month abbreviations (I18N-12 pattern kept, month localised)', () => {
  it('gives Jan..Dec, Malay and Chinese months', () => {
    expect(Array.from({ length: 12 }, (_, i) => monthAbbreviation(i + 1, 'en'))).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(monthAbbreviation(3, 'bm')).toBe('Mac');
    expect(monthAbbreviation(8, 'bm')).toBe('Ogo');
    expect(monthAbbreviation(12, 'cn')).toBe('12月');
  });

  it('formats DD MMM YYYY hh:mm a in Kuala Lumpur time in each language', () => {
    const at = new Date('2026-03-05T06:07:00Z');
    expect(formatListTime(at)).toBe('05 Mar 2026 02:07 pm');
    expect(formatListTime(at, 'bm')).toBe('05 Mac 2026 02:07 pm');
    expect(formatListTime(at, 'cn')).toBe('05 3月 2026 02:07 pm');
    expect(formatListTime(new Date('2026-09-30T16:30:00Z'), 'en')).toBe('01 Oct 2026 12:30 am');
    expect(formatListTime(null, 'cn')).toBe('');
  });
});

describe('languages_offered (I18N-3, ⚑AMB-31)', async () => {
  const { languagesOfferedSchema, GENERAL_SETTING_SCHEMAS } = await import('../schemas/settings');
  it('keeps en/bm/cn in order without repeats and requires English in every area', () => {
    expect(languagesOfferedSchema.parse({ site: ['cn', 'en', 'cn'], dashboard: ['en'], console: ['bm', 'en'] })).toEqual({ site: ['en', 'cn'], dashboard: ['en'], console: ['en', 'bm'] });
    const noEnglish = languagesOfferedSchema.safeParse({ site: ['bm'], dashboard: ['en'], console: ['en'] });
    expect(noEnglish.success).toBe(false);
    expect(noEnglish.error?.issues[0]?.message).toBe('settings:validation.languages_need_english');
    expect(languagesOfferedSchema.safeParse({ site: ['en', 'fr'], dashboard: ['en'], console: ['en'] }).success).toBe(false);
    expect(languagesOfferedSchema.safeParse({ site: [], dashboard: ['en'], console: ['en'] }).success).toBe(false);
    expect(GENERAL_SETTING_SCHEMAS.languages_offered).toBe(languagesOfferedSchema);
  });
});
