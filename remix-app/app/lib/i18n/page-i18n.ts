import { displayKey } from '@iprenew/models/browser';

/** One namespace of one language: nested keys to strings. */
export type Bundle = Record<string, unknown>;

/** Fetches a namespace: its strings, null when the server has none (final), or throws (retried). */
export type BundleLoader = (language: string, namespace: string) => Promise<Bundle | null>;

export interface TranslateOptions {
  count?: unknown;
  defaultValue?: unknown;
  [value: string]: unknown;
}

export interface PageI18nOptions {
  language: string;
  /** The namespace of keys named without one (`common`). */
  defaultNS?: string;
  /** Bundles there from the start: language → namespace → strings. */
  resources?: Record<string, Record<string, Bundle>>;
  /** How a missing namespace is fetched (the browser); without it every namespace is there or never will be (the server). */
  load?: BundleLoader;
  /** The text of a key with no translation (I18N-4: `displayKey`). */
  missingKey?: (key: string, defaultValue?: string) => string;
  /** Told each namespace a translation reads (the server names them in the page, ADR 068). */
  onRead?: (namespace: string) => void;
  /** Told when a key is looked up in a namespace that is not loaded (the browser loads it, ADR 068). */
  onMissingNamespace?: (language: string, namespace: string) => void;
}

const RETRIES = 5;
const RETRY_MS = 350;
const VARIABLE = /\{\{(.+?)\}\}/g;

/**
 * The pages' translator (ADR 080), in the server's render and in the browser alike, so the two
 * produce the same text by construction. It keeps the part of i18next the pages use: `ns:key.path`
 * keys with the page's namespaces in order, `{{value}}` interpolation without escaping (React
 * escapes), plurals by `count` (`key_zero` for 0, then `key_<Intl.PluralRules category>`, then `key`),
 * `defaultValue`, I18N-4's missing-key text, namespaces fetched on demand with i18next's retries.
 * E-mails, invoices, jobs and the console keep i18next; the parity test checks every key of every
 * page namespace in the three languages against it.
 */
export class PageI18n {
  language: string;
  readonly defaultNS: string;
  private readonly bundles = new Map<string, Bundle>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly failed = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  /** The language a changeLanguage is loading for. */
  private target: string | undefined;

  constructor(private readonly options: PageI18nOptions) {
    this.language = options.language;
    this.defaultNS = options.defaultNS ?? 'common';
    for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [namespace, bundle] of Object.entries(namespaces)) this.bundles.set(slot(language, namespace), bundle);
    }
  }

  /** For useSyncExternalStore: a new snapshot whenever a bundle arrives or the language changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }

  addResourceBundle(language: string, namespace: string, bundle: Bundle): void {
    this.bundles.set(slot(language, namespace), bundle);
    this.changed();
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(slot(language, namespace));
  }

  getResourceBundle(language: string, namespace: string): Bundle | undefined {
    return this.bundles.get(slot(language, namespace));
  }

  /** Loaded, or given up on (its keys then show as text), or nothing can load it. */
  isSettled(language: string, namespace: string): boolean {
    const key = slot(language, namespace);
    return !this.options.load || this.bundles.has(key) || this.failed.has(key);
  }

  loadNamespaces(namespaces: string | readonly string[], language: string = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(list.map((namespace) => this.loadOne(language, namespace))).then(() => undefined);
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    const key = slot(language, namespace);
    const load = this.options.load;
    if (!load || this.bundles.has(key) || this.failed.has(key)) return Promise.resolve();
    let pending = this.loading.get(key);
    if (!pending) {
      pending = (async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            this.addResourceBundle(language, namespace, (await load(language, namespace)) ?? {});
            return;
          } catch (error) {
            if (attempt >= RETRIES) {
              console.error(error);
              this.failed.add(key);
              this.changed();
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 2 ** attempt));
          }
        }
      })().finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /**
   * The page's language, as i18next changes it: the namespaces loaded for the old one are loaded for
   * the new one first, so the page never shows keys in between (at once when they are all there —
   * the root layout has awaited the page's own, ADR 068). The last language asked for wins.
   */
  changeLanguage(language: string): Promise<void> {
    if (language === this.language && this.target === undefined) return Promise.resolve();
    this.target = language;
    const previous = this.language;
    const namespaces = [...this.bundles.keys()].filter((key) => key.startsWith(`${previous}|`)).map((key) => key.slice(previous.length + 1));
    const apply = () => {
      if (this.target !== language) return;
      this.target = undefined;
      this.language = language;
      // Told after this render: listeners re-render with the language the render already reads.
      queueMicrotask(() => this.changed());
    };
    if (namespaces.every((namespace) => this.isSettled(language, namespace))) {
      apply();
      return Promise.resolve();
    }
    return this.loadNamespaces(namespaces, language).then(apply);
  }

  /** Translates `key` in `language`, looking in `namespaces` in order unless the key names its own. */
  translate(language: string, namespaces: readonly string[], key: string, options: TranslateOptions = {}): string {
    let bare = key;
    let lookIn = namespaces.length > 0 ? namespaces : [this.defaultNS];
    const separator = key.indexOf(':');
    if (separator > 0) {
      const parts = key.split(':');
      lookIn = [parts.shift()!];
      bare = parts.join('.');
    }
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    const candidates = [bare];
    if (plural) {
      const category = pluralRulesOf(language)?.select(Number(count));
      if (category) candidates.unshift(`${bare}_${category}`);
      if (count === 0) candidates.unshift(`${bare}_zero`);
    }
    let found: unknown;
    for (const namespace of lookIn) {
      this.options.onRead?.(namespace);
      const bundle = this.bundles.get(slot(language, namespace));
      if (!bundle) {
        this.options.onMissingNamespace?.(language, namespace);
        continue;
      }
      for (const candidate of candidates) {
        found = findIn(bundle, candidate);
        if (isValid(found)) break;
      }
      if (isValid(found)) break;
    }
    if (isValid(found)) {
      if (typeof found === 'object') return `key '${bare} (${this.language})' returned an object instead of string.`;
      return typeof found === 'string' ? interpolate(found, options) : String(found);
    }
    const missingKey = this.options.missingKey ?? displayKey;
    const fallback = options.defaultValue;
    if (isValid(fallback)) return missingKey(bare, interpolate(String(fallback), options));
    return missingKey(bare);
  }

  /** A translate function bound to a language and namespaces (i18next's getFixedT). */
  getFixedT(language: string = this.language, namespaces: string | readonly string[] = [this.defaultNS]) {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return (key: string, options?: TranslateOptions) => this.translate(language, list, key, options);
  }
}

/**
 * A language's plural rules, made once per process: the server makes a translator per request, and
 * an Intl.PluralRules costs tens of microseconds to make (rules are immutable, so sharing is exact).
 */
const PLURALS = new Map<string, Intl.PluralRules | null>();
function pluralRulesOf(language: string): Intl.PluralRules | null {
  let rules = PLURALS.get(language);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = null;
    }
    // The pages' languages are few; a stray tag is answered without being kept.
    if (PLURALS.size < 16) PLURALS.set(language, rules);
  }
  return rules;
}

const slot = (language: string, namespace: string) => `${language}|${namespace}`;

/** i18next's rule: an empty string is a translation, undefined and null are not. */
const isValid = (value: unknown) => value !== undefined && value !== null;

/**
 * deepFind's answers per bundle (issue 17: every page makes hundreds of lookups in the same catalogue
 * objects, ~1.5 % of a page's server CPU). A bundle is never changed in place — a namespace loaded again
 * is a new object (addResourceBundle) — so an answer holds for the bundle's life. At most FOUND_LIMIT
 * answers per bundle: a key made from data (an enum's id) cannot grow the map without bound.
 */
const answersOf = new WeakMap<Bundle, Map<string, unknown>>();
const FOUND_LIMIT = 10_000;

function findIn(bundle: Bundle, path: string): unknown {
  let answers = answersOf.get(bundle);
  if (!answers) answersOf.set(bundle, (answers = new Map()));
  if (answers.has(path)) return answers.get(path);
  const value = deepFind(bundle, path);
  if (answers.size < FOUND_LIMIT) answers.set(path, value);
  return value;
}

/** A dotted key in nested strings; a key that itself holds dots is found too (i18next's deepFind). */
function deepFind(bundle: Bundle, path: string): unknown {
  if (bundle[path]) return bundle[path];
  const tokens = path.split('.');
  let current: unknown = bundle;
  for (let i = 0; i < tokens.length; ) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += '.';
      nextPath += tokens[j];
      next = (current as Record<string, unknown>)[nextPath];
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

/** `{{name}}` (or `{{- name}}`, or a dotted path) from the options; an unknown name stays as written, one given as undefined is empty. */
function interpolate(text: string, values: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(VARIABLE, (whole, inner: string) => {
    const name = inner.trim().replace(/^-\s*/, '');
    const value = name in values ? values[name] : deepFind(values as Bundle, name);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? '' : whole;
    return value === null ? '' : String(value);
  });
}
