import { catalogue, countryNames, LANGUAGES } from '@iprenew/models';
import { describe, expect, it } from 'vitest';
import { languageFromTag, lookup } from './i18n';
import { clientResources, languageFromAcceptLanguage } from './i18next.server';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('catalogue of the public site', () => {
  for (const namespace of ['common', 'landing'] as const) {
    it(`${namespace}: en, bm and cn have the same keys`, () => {
      const en = keys(catalogue.en[namespace]).sort();
      expect(en.length).toBeGreaterThan(10);
      for (const lng of LANGUAGES) expect(keys(catalogue[lng][namespace]).sort(), lng).toEqual(en);
    });

    it(`${namespace}: no empty strings, and bm/cn are translated`, () => {
      for (const lng of LANGUAGES) {
        for (const key of keys(catalogue[lng][namespace])) {
          expect(lookup(catalogue[lng][namespace], key)?.trim(), `${lng}:${namespace}.${key}`).toBeTruthy();
        }
      }
      expect(lookup(catalogue.bm.landing, 'hero.title')).not.toBe(lookup(catalogue.en.landing, 'hero.title'));
      expect(lookup(catalogue.cn.landing, 'hero.title')).not.toBe(lookup(catalogue.en.landing, 'hero.title'));
    });
  }

  it('keeps the same interpolation variables in every language', () => {
    for (const namespace of ['common', 'landing'] as const) {
      for (const key of keys(catalogue.en[namespace])) {
        const vars = (text: string | undefined) => (text?.match(/{{\s*\w+\s*}}/g) ?? []).sort();
        const en = vars(lookup(catalogue.en[namespace], key));
        for (const lng of LANGUAGES) expect(vars(lookup(catalogue[lng][namespace], key)), `${lng}:${key}`).toEqual(en);
      }
    }
  });

  it('has no price figure on the landing page (prices come from the pricing engine)', () => {
    for (const lng of LANGUAGES) {
      expect(JSON.stringify(catalogue[lng].landing)).not.toMatch(/\d+[.,]\d{2}|RM\s?\d|\$\s?\d/);
    }
  });

  it('sends the browser one language and only the namespaces of the Remix app', () => {
    const resources = clientResources('bm');
    expect(Object.keys(resources).sort()).toEqual(['account', 'agent-onboarding', 'applications', 'auth', 'common', 'countries', 'deliveries', 'enums', 'files', 'ip-records', 'jobs', 'landing', 'messages', 'nav', 'orders', 'pages', 'pricing', 'reports', 'settlements', 'site', 'users', 'vouchers']);
    expect(Object.keys(resources)).not.toContain('ra');
    expect(Object.keys(resources)).not.toContain('payments');
    expect(resources.landing).toBe(catalogue.bm.landing);
    // The country names are the server's, in the language (ADR 068 addendum): no file of the catalogue.
    expect(resources.countries).toEqual(countryNames('bm'));
    expect(resources.countries.MY).toBe('Malaysia');
    expect(clientResources('en', ['countries']).countries).toEqual({});
  });
});

describe('language detection helpers', () => {
  it('maps BCP 47 tags to the stored codes', () => {
    expect(languageFromTag('ms-MY')).toBe('bm');
    expect(languageFromTag('zh-Hans-SG')).toBe('cn');
    expect(languageFromTag('en-GB')).toBe('en');
    expect(languageFromTag('fr')).toBeNull();
  });

  it('reads Accept-Language by quality', () => {
    expect(languageFromAcceptLanguage('fr-FR,zh-CN;q=0.8,ms;q=0.9')).toBe('bm');
    expect(languageFromAcceptLanguage('zh-TW,zh;q=0.9,en;q=0.5')).toBe('cn');
    expect(languageFromAcceptLanguage('de,fr;q=0.5')).toBeNull();
    expect(languageFromAcceptLanguage(null)).toBeNull();
  });
});
