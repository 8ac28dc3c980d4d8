import { describe, expect, it } from 'vitest';
import { convertFromMyr, currencySwitchSchema, formatMoney } from './currency';

const RATES = { USD: '1', MYR: '4.47', SGD: '1.3456', EUR: '0.9', CNY: '7.25' } as const;

describe('convertFromMyr (MYR → USD → target, base USD)', () => {
  it('converts through USD with two decimals, half up', () => {
    expect(convertFromMyr('9.90', 'USD', RATES)).toBe('2.21'); // 9.90 / 4.47 = 2.2147…
    expect(convertFromMyr('9.90', 'SGD', RATES)).toBe('2.98'); // 2.2147… × 1.3456 = 2.9801…
    expect(convertFromMyr('9.90', 'EUR', RATES)).toBe('1.99'); // 1.9932…
    expect(convertFromMyr('9.90', 'CNY', RATES)).toBe('16.06'); // 16.0570…
    expect(convertFromMyr('1234567.89', 'USD', RATES)).toBe('276189.68');
  });
  it('returns MYR unchanged, rounded to sen', () => {
    expect(convertFromMyr('9.9', 'MYR', RATES)).toBe('9.90');
    expect(convertFromMyr('0.005', 'MYR', RATES)).toBe('0.01');
  });
  it('has no floating-point drift', () => {
    expect(convertFromMyr('0.10', 'USD', { ...RATES, MYR: '0.1' })).toBe('1.00');
    expect(convertFromMyr('1.005', 'MYR', RATES)).toBe('1.01');
  });
});

describe('formatMoney', () => {
  it('uses RM and S$ as stated, US$, € and CN¥ per G-68', () => {
    expect(formatMoney('9.9', 'MYR')).toBe('RM 9.90');
    expect(formatMoney('1234.5', 'SGD')).toBe('S$ 1,234.50');
    expect(formatMoney('2.215', 'USD')).toBe('US$ 2.22');
    expect(formatMoney('1999999.999', 'EUR')).toBe('€ 2,000,000.00');
    expect(formatMoney('16.06', 'CNY')).toBe('CN¥ 16.06');
    expect(formatMoney('-5', 'MYR')).toBe('-RM 5.00');
  });
  it('falls back to $ for an unknown currency (I18N-7)', () => {
    expect(formatMoney('3', 'JPY' as never)).toBe('$ 3.00');
  });
});

describe('currencySwitchSchema', () => {
  it('accepts the five currencies and a same-site path only', () => {
    expect(currencySwitchSchema.parse({ currency: 'SGD', redirectTo: '/news?page=2' })).toEqual({ currency: 'SGD', redirectTo: '/news?page=2' });
    expect(currencySwitchSchema.parse({ currency: 'EUR', redirectTo: '//evil.example' }).redirectTo).toBe('/');
    expect(currencySwitchSchema.safeParse({ currency: 'JPY', redirectTo: '/' }).success).toBe(false);
  });
});
