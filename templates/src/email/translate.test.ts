import { describe, expect, it } from 'vitest';
import { createTranslator, createTranslators } from './translate';

describe('translate (i18next over the catalogue)', () => {
  const catalogue = {
    en: { email: { pair: 'First {{a}}, then {{b}}.', only_en: 'English {{a}}', group: { x: 'x' } }, enums: { one: 'One' } },
    bm: { email: { pair: 'Mula {{a}}, kemudian {{b}}.', group: { x: 'x' } }, enums: { one: 'Satu' } },
  };
  const translators = createTranslators(catalogue, 'en');

  it('splits the namespace off with a dot or a colon, and uses the default namespace otherwise', () => {
    const t = translators('bm');
    expect(t('enums.one')).toBe('Satu');
    expect(t('enums:one')).toBe('Satu');
    expect(t('pair', { a: 1, b: 2 })).toBe('Mula 1, kemudian 2.');
    expect(translators('bm', { defaultNamespace: 'enums' })('one')).toBe('Satu');
  });

  it('falls back to the fallback language, and returns a key found nowhere (or naming a group) as it is', () => {
    const missing: string[] = [];
    const t = translators('bm', { onMissing: (key) => missing.push(key) });
    expect(t('email.only_en', { a: 'A' })).toBe('English A');
    expect(t('email.nope')).toBe('email.nope');
    expect(t('email.group')).toBe('email.group');
    expect(missing).toEqual(['email.nope', 'email.group']);
  });

  it('inserts values literally: never interpolated again, never nested, no HTML escaping', () => {
    const t = createTranslator(catalogue.en);
    expect(t('pair', { a: '{{b}} $& $t(enums:one) <b>', b: 'B' })).toBe('First {{b}} $& $t(enums:one) <b>, then B.');
    expect(t('pair', { a: '{', b: '{{a}}' })).toBe('First {, then {{a}}.');
    expect(t('pair', { a: null })).toBe('First , then .');
  });
});
