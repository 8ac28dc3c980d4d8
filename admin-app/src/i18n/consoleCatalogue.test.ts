import { describe, expect, it } from 'vitest';
import { catalogue, LANGUAGES } from '@iprenew/models/browser';
import { ALL_CONSOLE_NAMESPACES, loadConsoleLanguage, loaderKeys } from './consoleCatalogue';

describe("the console's catalogue, one language at a time", () => {
  it('has a loader for exactly its namespaces in every language (the glob and the lists agree)', () => {
    const expected = LANGUAGES.flatMap((lng) => ALL_CONSOLE_NAMESPACES.map((ns) => `../../../models/src/i18n/locales/${lng}/${ns}.json`));
    expect(loaderKeys().sort()).toEqual(expected.sort());
  });

  it('loads every console namespace of one language, as the shared catalogue holds it', async () => {
    for (const lng of LANGUAGES) {
      const bundles = await loadConsoleLanguage(lng);
      expect(Object.keys(bundles).sort()).toEqual([...ALL_CONSOLE_NAMESPACES].sort());
      for (const ns of ALL_CONSOLE_NAMESPACES) expect(bundles[ns], `${lng}/${ns}`).toEqual(catalogue[lng][ns]);
    }
  });
});
