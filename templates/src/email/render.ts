import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import Handlebars from 'handlebars';
import { formatDate, formatListTime, formatMoney } from '../format';
import type { TranslateFn } from './translate';

/**
 * The e-mail renderer. Each template is a folder-free set of files in `templates/`:
 *   <name>.hbs          HTML body, placed inside layouts/main.hbs (required)
 *   <name>.subject.hbs  subject line (optional; default: the message `email.<name>.subject`)
 *   <name>.text.hbs     plain-text body, placed inside layouts/main.text.hbs (optional;
 *                       default: the HTML body converted to text)
 * Partials are every file in `partials/` (`{{> button url=… label=…}}`).
 * HTML output is escaped by default; subjects and text bodies are not HTML, so they are compiled
 * without escaping. Everything is compiled once and cached.
 */

export const EMAIL_BRAND = {
  name: 'IPRenew',
  primary: '#0E4D64',
  accent: '#F2A541',
  company: 'IPRenew Sdn. Bhd.',
  address: 'Penang, Malaysia',
} as const;

export interface RenderEmailInput {
  /** Template name, e.g. 'notice' (lower-case letters, digits and dashes). */
  template: string;
  /** 'en' | 'bm' | 'cn'. */
  language: string;
  data?: Record<string, unknown>;
  /** Translates `email.*` (and other namespaces') keys into `language`, interpolating params. */
  translate: TranslateFn;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The e-mail folder, found through the package itself rather than this module's own URL: when the
 * Remix server build bundles this module, import.meta.url points into the bundle, not here.
 */
const ROOT = path.join(path.dirname(createRequire(import.meta.url).resolve('@iprenew/templates/package.json')), 'src', 'email');
const TEMPLATES_DIR = path.join(ROOT, 'templates');
const PARTIALS_DIR = path.join(ROOT, 'partials');
const LAYOUTS_DIR = path.join(ROOT, 'layouts');

const HTML_LANG: Record<string, string> = { en: 'en', bm: 'ms', cn: 'zh-Hans' };

type Compiled = Handlebars.TemplateDelegate;

interface CompiledTemplate {
  html: Compiled;
  subject: Compiled | null;
  text: Compiled | null;
}

export class EmailTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailTemplateError';
  }
}

function createEnvironment(): typeof Handlebars {
  const hbs = Handlebars.create();

  hbs.registerHelper('t', function (this: unknown, key: unknown, options: Handlebars.HelperOptions) {
    const translate = (options.data as { translate?: TranslateFn }).translate;
    if (typeof key !== 'string') throw new EmailTemplateError('{{t}} needs a message key');
    if (!translate) throw new EmailTemplateError('{{t}} used without a translate function');
    return translate(key, options.hash as Record<string, unknown>);
  });
  hbs.registerHelper('date', (value: unknown) => formatDate(value));
  hbs.registerHelper('datetime', (value: unknown, options: Handlebars.HelperOptions) => formatListTime(value, (options.data as { language?: string }).language));
  hbs.registerHelper('money', (value: unknown, options: Handlebars.HelperOptions) => {
    const symbol = (options.hash as { symbol?: string }).symbol;
    return formatMoney(value as string, symbol ?? 'RM');
  });
  hbs.registerHelper('or', (...args: unknown[]) => args.slice(0, -1).find(Boolean) ?? args[args.length - 2]);
  hbs.registerHelper('eq', (a: unknown, b: unknown) => a === b || (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b)));

  if (existsSync(PARTIALS_DIR)) {
    for (const file of readdirSync(PARTIALS_DIR)) {
      if (!file.endsWith('.hbs')) continue;
      hbs.registerPartial(file.slice(0, -'.hbs'.length), readFileSync(path.join(PARTIALS_DIR, file), 'utf8'));
    }
  }
  return hbs;
}

let env: typeof Handlebars | undefined;
let layouts: { html: Compiled; text: Compiled } | undefined;
const cache = new Map<string, CompiledTemplate>();

function environment(): typeof Handlebars {
  env ??= createEnvironment();
  return env;
}

function compileFile(file: string, noEscape: boolean): Compiled {
  return environment().compile(readFileSync(file, 'utf8'), { noEscape, strict: false, preventIndent: true });
}

function loadLayouts() {
  layouts ??= {
    html: compileFile(path.join(LAYOUTS_DIR, 'main.hbs'), false),
    text: compileFile(path.join(LAYOUTS_DIR, 'main.text.hbs'), true),
  };
  return layouts;
}

function loadTemplate(name: string): CompiledTemplate {
  const cached = cache.get(name);
  if (cached) return cached;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) throw new EmailTemplateError(`Invalid e-mail template name: ${JSON.stringify(name)}`);
  const base = path.join(TEMPLATES_DIR, name);
  if (!existsSync(`${base}.hbs`)) throw new EmailTemplateError(`Unknown e-mail template: ${name}`);
  const compiled: CompiledTemplate = {
    html: compileFile(`${base}.hbs`, false),
    subject: existsSync(`${base}.subject.hbs`) ? compileFile(`${base}.subject.hbs`, true) : null,
    text: existsSync(`${base}.text.hbs`) ? compileFile(`${base}.text.hbs`, true) : null,
  };
  cache.set(name, compiled);
  return compiled;
}

/**
 * Renders an inline template string with the e-mail helpers and partials (previews and tests);
 * HTML-escaped unless `noEscape`.
 */
export function renderSnippet(
  source: string,
  data: Record<string, unknown>,
  options: { language: string; translate: TranslateFn; noEscape?: boolean },
): string {
  const compiled = environment().compile(source, { noEscape: options.noEscape ?? false });
  return compiled(data, { data: { translate: options.translate, language: options.language, brand: EMAIL_BRAND } });
}

/** The names of the templates that can be rendered. */
export function listEmailTemplates(): string[] {
  return readdirSync(TEMPLATES_DIR)
    .filter((f) => f.endsWith('.hbs') && !f.endsWith('.subject.hbs') && !f.endsWith('.text.hbs'))
    .map((f) => f.slice(0, -'.hbs'.length))
    .sort();
}

/** Forgets compiled templates (development: pick up edited files). */
export function clearEmailTemplateCache(): void {
  cache.clear();
  layouts = undefined;
  env = undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'", nbsp: ' ', '#x3D': '=', '#x60': '`' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name]!;
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (/^#\d+$/.test(name)) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return whole;
  });
}

/** A readable plain-text version of an HTML fragment: block tags become line breaks, links "label (url)". */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<a\b[^>]*href\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi, (_, _q, href: string, label: string) => {
      const inner = label.replace(/<[^>]+>/g, '').trim();
      const url = decodeEntities(href);
      return inner && decodeEntities(inner) !== url ? `${inner} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|tr|table|ul|ol|li|blockquote)>/gi, '\n\n')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Renders one e-mail: subject, HTML (inside the branded layout) and plain text.
 * `data` is available to the template as its context; `@language` to every helper and partial.
 */
export function renderEmail({ template, language, data = {}, translate }: RenderEmailInput): RenderedEmail {
  const compiled = loadTemplate(template);
  const { html: layoutHtml, text: layoutText } = loadLayouts();
  const runtime = {
    data: { translate, language, year: new Date().getFullYear(), brand: EMAIL_BRAND },
    allowProtoPropertiesByDefault: false,
    allowProtoMethodsByDefault: false,
  };

  const subject = (compiled.subject ? compiled.subject(data, runtime) : translate(`email.${template}.subject`, data))
    .replace(/\s+/g, ' ')
    .trim();

  const body = compiled.html(data, runtime);
  const layoutContext = {
    ...data,
    subject,
    htmlLang: HTML_LANG[language] ?? language,
    brand: EMAIL_BRAND,
    preheader: typeof data.preheader === 'string' ? data.preheader : '',
  };
  const html = layoutHtml({ ...layoutContext, body: new (environment().SafeString)(body) }, runtime);

  const textBody = compiled.text ? compiled.text(data, runtime).trim() : htmlToText(body);
  const text = layoutText({ ...layoutContext, body: textBody }, runtime)
    .replace(/\n{3,}/g, '\n\n')
    .trim();

  return { subject, html, text: `${text}\n` };
}
