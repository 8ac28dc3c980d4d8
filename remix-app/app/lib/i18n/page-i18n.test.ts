import { createInstance, type i18n as I18next } from 'i18next';
import { catalogue, LANGUAGES, type Language } from '@iprenew/models';
import { describe, expect, it } from 'vitest';
import settings, { CLIENT_NAMESPACES } from '~/i18n';
import { PageI18n, type Bundle } from './page-i18n';

/** ADR 080: the pages' translator answers as i18next (the server's settings) for every key of every page namespace. */

const PAGE_NAMESPACES = CLIENT_NAMESPACES.filter((namespace) => namespace !== 'countries');

async function reference(language: Language): Promise<I18next> {
  const instance = createInstance();
  await instance.init({ ...settings, lng: language, resources: { [language]: catalogue[language] as Record<string, Bundle> } });
  return instance;
}

/** Every key of a bundle, plural forms folded into their base key. */
function keysOf(bundle: Bundle, prefix = ''): string[] {
  const keys = new Set<string>();
  for (const [name, value] of Object.entries(bundle)) {
    const key = `${prefix}${name}`;
    if (value && typeof value === 'object') for (const inner of keysOf(value as Bundle, `${key}.`)) keys.add(inner);
    else keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
  }
  return [...keys];
}

/** Values for every {{name}} the key's texts name (one left out, to show it as written). */
function valuesFor(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [index, match] of [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].entries()) if (index > 0 || !text.includes('count')) values[match[1]!] = `v${index}`;
  return values;
}

describe('PageI18n', () => {
  for (const language of LANGUAGES) {
    it(`answers as i18next for every page key in ${language}, with and without counts and values`, async () => {
      const i18next = await reference(language);
      const pages = new PageI18n({ language, resources: { [language]: catalogue[language] as Record<string, Bundle> } });
      let compared = 0;
      for (const namespace of PAGE_NAMESPACES) {
        const bundle = (catalogue[language] as Record<string, Bundle>)[namespace] ?? {};
        for (const key of keysOf(bundle)) {
          const text = JSON.stringify(i18next.getResource(language, namespace, key) ?? i18next.getResource(language, namespace, `${key}_other`) ?? '');
          const values = valuesFor(text);
          for (const options of [{}, values, ...[0, 1, 2, 5].map((count) => ({ ...values, count }))]) {
            expect(pages.translate(language, [namespace], key, options), `${namespace}:${key} ${JSON.stringify(options)}`).toBe(i18next.t(key, { ns: namespace, ...options }));
            expect(pages.translate(language, ['common'], `${namespace}:${key}`, options)).toBe(i18next.t(`${namespace}:${key}`, options));
            compared += 2;
          }
        }
      }
      expect(compared).toBeGreaterThan(5000);
    });
  }

  it('answers as i18next for missing keys, default values, namespace order and missing values', async () => {
    const i18next = await reference('en');
    const pages = new PageI18n({ language: 'en', resources: { en: catalogue.en as Record<string, Bundle> } });
    const cases: Array<[string[], string, Record<string, unknown>]> = [
      [['orders'], 'no_such_key_here', {}],
      [['orders'], 'messages:Success_Rate_Application', {}],
      [['orders'], 'no_such', { defaultValue: 'Fallback {{name}}', name: 'Ann' }],
      [['orders'], 'no_such', { defaultValue: '' }],
      [['nope', 'common'], 'brand.name', {}],
      [['common'], 'unknownns:a.b', {}],
      [['common'], 'brand', {}],
    ];
    for (const [namespaces, key, options] of cases) {
      expect(pages.translate('en', namespaces, key, options), key).toBe(i18next.t(key, { ns: namespaces, ...options }));
    }
  });

  it('answers the same when asked again, and from a namespace loaded again, the new bundle’s strings (the kept answers are per bundle)', () => {
    const pages = new PageI18n({ language: 'en', resources: { en: { shop: { greeting: 'Hello {{name}}', nested: { deep: 'Deep' }, 'dotted.key': 'Dotted' } } } });
    for (let i = 0; i < 3; i += 1) {
      expect(pages.translate('en', ['shop'], 'greeting', { name: 'Ann' })).toBe('Hello Ann');
      expect(pages.translate('en', ['shop'], 'nested.deep')).toBe('Deep');
      expect(pages.translate('en', ['shop'], 'dotted.key')).toBe('Dotted');
      expect(pages.translate('en', ['shop'], 'missing')).toBe('missing');
    }
    pages.addResourceBundle('en', 'shop', { greeting: 'Welcome {{name}}', missing: 'Now here' });
    expect(pages.translate('en', ['shop'], 'greeting', { name: 'Ann' })).toBe('Welcome Ann');
    expect(pages.translate('en', ['shop'], 'missing')).toBe('Now here');
    expect(pages.translate('en', ['shop'], 'nested.deep')).toBe('nested.deep');
    // More keys than the kept answers' limit still answer right.
    const many = Object.fromEntries(Array.from({ length: 10_050 }, (_, i) => [`k${i}`, `v${i}`]));
    pages.addResourceBundle('en', 'many', many);
    for (let round = 0; round < 2; round += 1) for (let i = 0; i < 10_050; i += 1) if (pages.translate('en', ['many'], `k${i}`) !== `v${i}`) expect.fail(`k${i} in round ${round}`);
  });

  it('loads a namespace once, retries a failed fetch, takes a 404 as empty, and tells its readers', async () => {
    let calls = 0;
    const pages = new PageI18n({
      language: 'bm',
      load: async (_language, namespace) => {
        calls += 1;
        if (namespace === 'gone') return null;
        if (calls === 1) throw new Error('first try fails');
        return { hello: 'Helo {{name}}' };
      },
    });
    let told = 0;
    pages.subscribe(() => (told += 1));
    expect(pages.isSettled('bm', 'nav')).toBe(false);
    await Promise.all([pages.loadNamespaces('nav'), pages.loadNamespaces(['nav'])]);
    expect(calls).toBe(2);
    expect(pages.translate('bm', ['nav'], 'hello', { name: 'Ali' })).toBe('Helo Ali');
    await pages.loadNamespaces('gone');
    expect(pages.isSettled('bm', 'gone')).toBe(true);
    expect(pages.translate('bm', ['gone'], 'some_key')).toBe('some key');
    expect(told).toBe(2);
  });

  it('changes language once the old language’s namespaces have loaded in the new one (at once when they are there); the last language asked for wins', async () => {
    const fetched: string[] = [];
    const pages = new PageI18n({
      language: 'en',
      resources: { en: { nav: { home: 'Home' } }, cn: { nav: { home: '首页' } } },
      load: async (language, namespace) => {
        fetched.push(`${language}/${namespace}`);
        return { home: language === 'bm' ? 'Utama' : '?' };
      },
    });
    const toMalay = pages.changeLanguage('bm');
    expect(pages.language).toBe('en');
    await toMalay;
    expect(fetched).toEqual(['bm/nav']);
    expect(pages.language).toBe('bm');
    expect(pages.getFixedT()('nav:home')).toBe('Utama');

    void pages.changeLanguage('cn');
    expect(pages.language).toBe('cn');
    expect(fetched).toEqual(['bm/nav']);

    const late = new PageI18n({ language: 'en', resources: { en: { nav: {} } }, load: async () => ({}) });
    const toChinese = late.changeLanguage('cn');
    await late.changeLanguage('en');
    await toChinese;
    expect(late.language).toBe('en');
  });
});
