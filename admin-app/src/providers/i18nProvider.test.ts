import { describe, expect, it } from 'vitest';
import { catalogue } from '@iprenew/models/browser';
import { LATER_NAMESPACES, START_NAMESPACES } from '../i18n/consoleCatalogue';
import { createI18nProvider, loadSignedInCatalogue } from './i18nProvider';

// A key of a namespace loaded with the signed-in frame, and its text in each language.
const LATER_KEY = 'vouchers:console.list_title';
const text = (lng: 'en' | 'bm' | 'cn', key: string) => {
  const [ns, path] = key.split(':') as [string, string];
  const bundles = catalogue[lng] as Record<string, unknown>;
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundles[ns]);
};

describe("the console's i18n provider (ADR 079: the catalogue in two steps)", () => {
  it('the start namespaces and the later ones split the console catalogue without overlap', () => {
    expect(START_NAMESPACES.filter((ns) => (LATER_NAMESPACES as string[]).includes(ns))).toEqual([]);
    expect(LATER_NAMESPACES).toContain('vouchers');
  });

  it('answers the pre-sign-in texts at once, the rest once the signed-in catalogue is loaded, and a new language whole', async () => {
    expect(typeof text('en', LATER_KEY)).toBe('string');
    const provider = await createI18nProvider('en');
    expect(provider.translate('admin:app.title')).toBe(text('en', 'admin:app.title'));
    // Not loaded yet: i18next answers the key itself.
    expect(provider.translate(LATER_KEY)).not.toBe(text('en', LATER_KEY));

    await loadSignedInCatalogue();
    expect(provider.translate(LATER_KEY)).toBe(text('en', LATER_KEY));
    await loadSignedInCatalogue(); // held already: nothing to fetch, same answer
    expect(provider.translate(LATER_KEY)).toBe(text('en', LATER_KEY));

    await provider.changeLocale('cn');
    expect(provider.translate(LATER_KEY)).toBe(text('cn', LATER_KEY));
    expect(provider.translate('admin:app.title')).toBe(text('cn', 'admin:app.title'));
  });
});
