import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants/index';
import { catalogue, NAMESPACES } from './index';

/** Every leaf key, as a dotted path, with its value. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}|%\{(\w+)\}/g)].map((m) => m[1] ?? m[2]).sort();

describe('the shared i18n catalogue', () => {
  for (const ns of NAMESPACES) {
    it(`has the same keys and placeholders in en, bm and cn for "${ns}"`, () => {
      const en = leaves(catalogue.en[ns]);
      for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
        const other = leaves(catalogue[lang][ns]);
        expect([...other.keys()].sort(), `${lang}/${ns}.json keys`).toEqual([...en.keys()].sort());
        for (const [key, text] of en) {
          expect(placeholders(other.get(key) ?? ''), `${lang}/${ns}.json ${key}`).toEqual(placeholders(text));
          if (text.trim() !== '') expect((other.get(key) ?? '').trim(), `${lang}/${ns}.json ${key} is empty`).not.toBe('');
        }
      }
    });
  }
});
