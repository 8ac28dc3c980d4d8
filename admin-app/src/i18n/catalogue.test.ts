import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { catalogue, historyText, LANGUAGES } from '@iprenew/models/browser';
import { i18nextOptions } from '../providers/i18nProvider';
import { LIST_FAILED, RECORD_FAILED } from '../providers/dataProvider';

type Tree = { [key: string]: unknown };

/** Flattens a message tree into `a.b.c → string`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else {
      expect(typeof value, `${path} must be a string`).toBe('string');
      out.set(path, value as string);
    }
  }
  return out;
}

/** The interpolations of a message, in i18next ({{x}}) and polyglot (%{x}) syntax, sorted. */
function placeholders(message: string): string[] {
  const found = [...message.matchAll(/\{\{\s*([\w.-]+)\s*\}\}|%\{([\w.-]+)\}/g)].map((m) => m[1] ?? m[2]);
  return [...new Set(found)].sort();
}

for (const namespace of ['ra', 'admin'] as const) {
  describe(`the ${namespace} namespace`, () => {
    const english = flatten(catalogue.en[namespace] as Tree);

    it('is not empty in English', () => {
      expect(english.size).toBeGreaterThan(10);
    });

    for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
      const translated = flatten(catalogue[lng][namespace] as Tree);

      it(`has exactly the English keys in ${lng}`, () => {
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it(`keeps every placeholder in ${lng}`, () => {
        const mismatches: string[] = [];
        for (const [key, source] of english) {
          const target = translated.get(key);
          if (target === undefined) continue;
          if (JSON.stringify(placeholders(source)) !== JSON.stringify(placeholders(target))) {
            mismatches.push(`${key}: ${JSON.stringify(source)} → ${JSON.stringify(target)}`);
          }
        }
        expect(mismatches).toEqual([]);
      });

      it(`translates the texts in ${lng} (no untranslated English left behind)`, () => {
        // Proper names and pure placeholders may stay identical; real sentences may not.
        const same = [...english].filter(([key, source]) => {
          const target = translated.get(key);
          if (target !== source) return false;
          const words = source.replace(/\{\{[^}]+\}\}/g, '').trim();
          return words.length > 3 && !key.startsWith('language.') && !/^[\s#]*$/.test(words);
        });
        expect(same.map(([k]) => k)).toEqual([]);
      });
    }
  });
}

describe('the ra namespace in English', () => {
  /** Where the spec words a react-admin message itself (SYS-6: the general communication error). */
  const SPEC_WORDED: Record<string, string> = {
    'ra.notification.http_error': 'Our system currently facing an issue, please try again later',
  };

  it('is react-admin’s own English tree (ra-language-english) in i18next form, but for the spec’s own texts', () => {
    const expected = flatten(convertRaTranslationsToI18next(englishMessages) as Tree);
    for (const [key, text] of Object.entries(SPEC_WORDED)) expected.set(key, text);
    const actual = flatten(catalogue.en.ra as Tree);
    for (const key of [...actual.keys()]) if (key.startsWith('ra.tiptap.')) actual.delete(key);
    expect(actual).toEqual(expected);
  });

  it('names every button of the rich-text editor (ra-input-rich-text ships no messages) in every language', () => {
    const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('ra-input-rich-text')), '.');
    const used = new Set<string>();
    for (const file of readdirSync(dist, { recursive: true }) as string[]) {
      if (!file.endsWith('.js')) continue;
      for (const match of readFileSync(path.join(dist, file), 'utf8').matchAll(/ra\.tiptap\.[a-z0-9_]+/g)) used.add(match[0]);
    }
    expect(used.size).toBeGreaterThan(20);
    for (const lng of LANGUAGES) {
      const keys = [...flatten(catalogue[lng].ra as Tree).keys()].filter((key) => key.startsWith('ra.tiptap.'));
      expect(new Set(keys), lng).toEqual(used);
    }
  });

  it('uses i18next interpolation only (no polyglot %{x} or |||| plurals left)', () => {
    for (const lng of LANGUAGES) {
      for (const [key, message] of flatten(catalogue[lng].ra as Tree)) {
        expect(message, `${lng} ${key}`).not.toMatch(/%\{|\|\|\|\|/);
      }
    }
  });
});

describe('the console i18next configuration', () => {
  async function t(lng: (typeof LANGUAGES)[number]) {
    const instance = createInstance();
    await instance.init(await i18nextOptions(lng));
    return instance.t.bind(instance);
  }

  it('resolves react-admin keys, console keys and plurals in every language', async () => {
    const en = await t('en');
    expect(en('ra.action.save')).toBe('Save');
    expect(en('admin:login.submit')).toBe("Let's go");
    expect(en('admin:auth.session_expired')).toBe('Session is expired / Unauthorized');
    expect(en('ra.action.bulk_actions', { count: 1, smart_count: 1 })).toBe('1 item selected');
    expect(en('ra.action.bulk_actions', { count: 3, smart_count: 3 })).toBe('3 items selected');
    expect(en('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10 of 42');

    const bm = await t('bm');
    expect(bm('ra.action.save')).toBe('Simpan');
    expect(bm('ra.action.bulk_actions', { count: 3, smart_count: 3 })).toBe('3 item dipilih');
    expect(bm('admin:login.password_min', { min: 6 })).toContain('6');

    const cn = await t('cn');
    expect(cn('ra.action.save')).toBe('保存');
    expect(cn('ra.action.bulk_actions', { count: 3, smart_count: 3 })).toBe('已选择 3 项');
    expect(cn('admin:app.title')).toBe('IPRenew 管理控制台');
  });

  it('resolves SYS-7’s generic read failures the data provider throws, in every language', async () => {
    const en = await t('en');
    expect(en(LIST_FAILED)).toBe('Fail to retrieve list');
    expect(en(RECORD_FAILED)).toBe('Fail to retrieve record');
    for (const lng of ['bm', 'cn'] as const) {
      const other = await t(lng);
      expect(other(LIST_FAILED)).not.toMatch(/fail_to_retrieve|Fail to retrieve/);
      expect(other(RECORD_FAILED)).not.toMatch(/fail_to_retrieve|Fail to retrieve/);
    }
  });

  it('shows an application history entry in the reader’s language (ADR 032): an order expiry in Malay for bm, a status by its label', async () => {
    const expired = { message: 'Order ORD-1 expired unpaid.', message_key: 'jobs:history.order_expired', message_params: { reference: 'ORD-1' } };
    expect(historyText(await t('bm'), 2, expired)).toBe('Pesanan ORD-1 tamat tempoh tanpa dibayar.');
    expect(historyText(await t('cn'), 2, expired)).toBe('订单 ORD-1 未付款，已过期。');
    expect(historyText(await t('en'), 2, expired)).toBe(expired.message);
    const changed = { message: 'Status changed to Filed.', message_key: 'jobs:history.status_changed', message_params: { status: 1 } };
    expect(historyText(await t('bm'), 2, changed)).toBe('Status ditukar kepada Difailkan.');
    expect(historyText(await t('bm'), 2, { message: 'A note.', message_key: null, message_params: null })).toBe('A note.');
  });

  it('finds console keys through the fallback namespace too (react-admin resources.* labels)', async () => {
    const en = await t('en');
    expect(en('login.submit')).toBe("Let's go");
  });
});
