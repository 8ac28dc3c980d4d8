/**
 * Translation plumbing for the templates. The templates package never imports the catalogue
 * (models depends on templates, not the reverse): the caller passes a `translate` function.
 * `createTranslator` builds one from plain message trees, which is what models does with its
 * shared catalogue (`catalogue[lang]`).
 */

/** `translate('email.notice.subject', { heading })` → the message in the mail's language. */
export type TranslateFn = (key: string, params?: Record<string, unknown>) => string;

/** Namespace name → message tree (nested objects of strings), e.g. `{ email: {...}, common: {...} }`. */
export type MessageTrees = Record<string, unknown>;

/** Replaces `{{name}}` (and `{{ name }}`, `{{user.name}}`) with params; unknown names stay empty. */
export function interpolate(message: string, params: Record<string, unknown> = {}): string {
  return message.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
    let value: unknown = params;
    for (const part of name.split('.')) {
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    }
    return value === null || value === undefined ? '' : String(value);
  });
}

function lookup(tree: unknown, path: string[]): string | undefined {
  let node: unknown = tree;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Splits "email.notice.subject" / "email:notice.subject" into namespace and path. */
function resolveKey(key: string, namespaces: string[], defaultNamespace: string): [string, string[]] {
  const colon = key.indexOf(':');
  if (colon > 0) return [key.slice(0, colon), key.slice(colon + 1).split('.')];
  const [first, ...rest] = key.split('.');
  if (rest.length > 0 && namespaces.includes(first!)) return [first!, rest];
  return [defaultNamespace, key.split('.')];
}

export interface TranslatorOptions {
  /** Trees tried when a key is missing in `messages` (normally English). */
  fallback?: MessageTrees;
  /** Namespace used for keys without one. Default 'email'. */
  defaultNamespace?: string;
  /** Called for a key found nowhere; the key itself is returned. */
  onMissing?: (key: string) => void;
}

/**
 * A TranslateFn over message trees. Keys name their namespace first: `email.notice.subject`
 * (or `email:notice.subject`); keys without a known namespace are looked up in `defaultNamespace`.
 * Parameters are interpolated into `{{name}}` placeholders.
 */
export function createTranslator(messages: MessageTrees, options: TranslatorOptions = {}): TranslateFn {
  const defaultNamespace = options.defaultNamespace ?? 'email';
  const namespaces = [...new Set([...Object.keys(messages), ...Object.keys(options.fallback ?? {})])];
  return (key, params) => {
    const [ns, path] = resolveKey(key, namespaces, defaultNamespace);
    const message = lookup(messages[ns], path) ?? (options.fallback ? lookup(options.fallback[ns], path) : undefined);
    if (message === undefined) {
      options.onMissing?.(key);
      return key;
    }
    return interpolate(message, params);
  };
}
