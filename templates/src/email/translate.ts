import { createInstance, type InitOptions } from 'i18next';

/**
 * Translation for the e-mails and the invoice PDF, through i18next — the engine the web pages and the
 * console use — over the shared catalogue. The templates package never imports the catalogue
 * (models depends on templates, not the reverse): models hands its catalogue to `createTranslators`
 * (`models/src/mail/translator.ts`), tests hand in the JSON files they read.
 *
 * Keys name their namespace first, with a dot or a colon: `email.notice.subject`, `email:notice.subject`,
 * `enums.service.3`; a key whose first part is not a namespace is looked up in the default namespace.
 * A key missing in the language falls back to the fallback language; a key found nowhere (or naming
 * a group rather than a message) comes back as the key itself. `{{name}}` and `{{user.name}}`
 * placeholders take the params as they are (no HTML escaping: Handlebars escapes the HTML bodies);
 * a missing or null param is empty. Parameter values are inserted literally: never interpolated
 * again, never read as `$t(...)` nesting.
 */

/** `translate('email.notice.subject', { heading })` → the message in the mail's language. */
export type TranslateFn = (key: string, params?: Record<string, unknown>) => string;

/** Namespace name → message tree (nested objects of strings), e.g. `{ email: {...}, enums: {...} }`. */
export type MessageTrees = Record<string, unknown>;

export interface TranslateOptions {
  /** Namespace used for keys without one. Default 'email'. */
  defaultNamespace?: string;
  /** Called for a key found nowhere; the key itself is returned. */
  onMissing?: (key: string) => void;
}

export interface TranslatorOptions extends TranslateOptions {
  /** Trees tried when a key is missing in `messages` (normally English). */
  fallback?: MessageTrees;
}

/**
 * i18next replaces each placeholder with `String.replace(placeholder, value)`, i.e. at its first
 * occurrence, which can be inside a value inserted before it. While a message is interpolated, the
 * inserted values carry this private-use character instead of '{' (same length, so i18next's
 * positions stay right), and get their braces back afterwards. (So a U+E000 in a value, a
 * private-use character no text of ours carries, would come out as '{'.)
 */
const BRACE_STAND_IN = '\uE000';
const shieldBraces = (value: string) => value.replace(/\{/g, BRACE_STAND_IN);
const restoreBraces = (text: string) => text.replace(/\uE000/g, '{');

/**
 * The translators of one catalogue (language → namespace → message tree), on a dedicated i18next
 * instance with the catalogue loaded synchronously. `translators(language)` is the TranslateFn of a
 * language; keys missing in it fall back to `fallbackLanguage`.
 */
export function createTranslators(catalogue: Record<string, MessageTrees>, fallbackLanguage?: string) {
  const languages = Object.keys(catalogue);
  const namespaces = [...new Set(Object.values(catalogue).flatMap((trees) => Object.keys(trees)))];
  const i18n = createInstance();
  const options: InitOptions = {
    resources: catalogue as InitOptions['resources'],
    lng: fallbackLanguage ?? languages[0],
    fallbackLng: fallbackLanguage ?? false,
    load: 'currentOnly',
    ns: namespaces,
    nsSeparator: false, // the namespace is split off here, so a colon in a key is never reread
    keySeparator: '.',
    ignoreJSONStructure: false,
    returnNull: false,
    returnEmptyString: true,
    initImmediate: false, // i18next 23: init synchronously (resources are given)
    interpolation: { escapeValue: true, escape: shieldBraces, skipOnVariables: true },
    missingInterpolationHandler: () => '',
    // A missing key or a group of messages: no string, so the caller's missing rule applies.
    parseMissingKeyHandler: () => undefined,
    returnedObjectHandler: () => undefined,
  };
  void i18n.init(options);

  return (language: string, { defaultNamespace = 'email', onMissing }: TranslateOptions = {}): TranslateFn =>
    (key, params) => {
      const [ns, path] = splitKey(key, namespaces, defaultNamespace);
      const message: unknown = i18n.t(path, { lng: language, ns, replace: params ?? {}, nest: false });
      if (typeof message !== 'string') {
        onMissing?.(key);
        return key;
      }
      return restoreBraces(message);
    };
}

/** A TranslateFn over the message trees of one language, with optional fallback trees. */
export function createTranslator(messages: MessageTrees, options: TranslatorOptions = {}): TranslateFn {
  const { fallback, ...translateOptions } = options;
  const translators = fallback ? createTranslators({ messages, fallback }, 'fallback') : createTranslators({ messages });
  return translators('messages', translateOptions);
}

/** "email.notice.subject" / "email:notice.subject" → ['email', 'notice.subject']; "notice.subject" → [default, 'notice.subject']. */
function splitKey(key: string, namespaces: string[], defaultNamespace: string): [string, string] {
  const colon = key.indexOf(':');
  if (colon > 0) return [key.slice(0, colon), key.slice(colon + 1)];
  const dot = key.indexOf('.');
  if (dot >= 0 && namespaces.includes(key.slice(0, dot))) return [key.slice(0, dot), key.slice(dot + 1)];
  return [defaultNamespace, key];
}
