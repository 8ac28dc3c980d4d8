import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';

/**
 * pdfmake 0.3 on the server. `require('pdfmake')` is a ready singleton: fonts and the access
 * policies are set on it before each document (createPdf reads them synchronously), so every
 * document here is built with: no URL access at all, and local file access limited to the font
 * files below (images must be given as data URLs or buffers).
 *
 * Fonts: Roboto (shipped with pdfmake) for Latin and Malay text, WenQuanYi Micro Hei (Debian's
 * fonts-wqy-microhei, a TrueType collection, so `[path, PostScript name]`) for Chinese. Micro
 * Hei also covers Latin, so a document that contains any CJK text (or is rendered for 'cn') uses
 * it as its default font and every line renders.
 */

const require = createRequire(import.meta.url);
type PdfMake = typeof import('pdfmake');
const pdfmake = require('pdfmake') as PdfMake;

export const LATIN_FONT = 'Roboto';
export const CJK_FONT = 'WenQuanYiMicroHei';
export const DEFAULT_CJK_FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

const ROBOTO_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

export class PdfFontError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfFontError';
  }
}

export interface RenderPdfOptions {
  /** 'cn' forces the CJK font as default; otherwise it is chosen from the text. */
  language?: string;
  /** Where the WenQuanYi Micro Hei collection lives (default: Debian's path, or PDF_CJK_FONT_PATH). */
  cjkFontPath?: string;
}

function cjkFontPath(options: RenderPdfOptions): string {
  return options.cjkFontPath ?? process.env.PDF_CJK_FONT_PATH ?? DEFAULT_CJK_FONT_PATH;
}

export function pdfFonts(cjkPath: string): TFontDictionary {
  const cjk = [cjkPath, CJK_FONT] as unknown as string;
  return {
    [LATIN_FONT]: {
      normal: path.join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
      bold: path.join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
      italics: path.join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
      bolditalics: path.join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
    },
    // One weight only: pdfmake draws bold as the same glyphs (Micro Hei has no bold face).
    [CJK_FONT]: { normal: cjk, bold: cjk, italics: cjk, bolditalics: cjk },
  };
}

/** CJK ideographs, kana, Hangul, CJK punctuation and full-width forms. */
const CJK_RE = /[\u2E80-\u9FFF\uA960-\uA97F\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|[\u{20000}-\u{2FA1F}]/u;

export function containsCjk(text: string): boolean {
  return CJK_RE.test(text);
}

/** Whether any text in a document definition (content, header/footer when static, info) is CJK. */
function definitionContainsCjk(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === 'string') return containsCjk(value);
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  seen.add(value);
  const entries = Array.isArray(value) ? value : Object.entries(value as Record<string, unknown>).filter(([k]) => k !== 'images').map(([, v]) => v);
  return entries.some((v) => definitionContainsCjk(v, seen));
}

function usesFont(value: unknown, font: string, seen = new Set<unknown>()): boolean {
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  seen.add(value);
  if (!Array.isArray(value) && (value as { font?: unknown }).font === font) return true;
  return (Array.isArray(value) ? value : Object.values(value as Record<string, unknown>)).some((v) => usesFont(v, font, seen));
}

/** The default font a document needs: the CJK font for 'cn' or any Chinese text, else Roboto. */
export function chooseDefaultFont(doc: TDocumentDefinitions, language?: string): string {
  return language === 'cn' || definitionContainsCjk(doc) ? CJK_FONT : LATIN_FONT;
}

/** Renders a pdfmake document definition to a PDF buffer. */
export async function renderPdf(doc: TDocumentDefinitions, options: RenderPdfOptions = {}): Promise<Buffer> {
  const cjkPath = cjkFontPath(options);
  const defaultFont = doc.defaultStyle?.font ?? chooseDefaultFont(doc, options.language);
  const definition: TDocumentDefinitions = { ...doc, defaultStyle: { ...doc.defaultStyle, font: defaultFont } };

  if ((defaultFont === CJK_FONT || usesFont(definition, CJK_FONT)) && !existsSync(cjkPath)) {
    throw new PdfFontError(
      `The Chinese (CJK) font for PDFs is missing: ${cjkPath} does not exist. ` +
        'Install it with `apt-get install fonts-wqy-microhei`, or set PDF_CJK_FONT_PATH to a WenQuanYi Micro Hei .ttc file.',
    );
  }

  const fonts = pdfFonts(cjkPath);
  const allowed = new Set<string>();
  for (const faces of Object.values(fonts)) {
    for (const face of Object.values(faces)) allowed.add(path.resolve(Array.isArray(face) ? String(face[0]) : String(face)));
  }

  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file: string) => allowed.has(path.resolve(file)));
  const pdf = pdfmake.createPdf(definition);
  return (await pdf.getBuffer()) as Buffer;
}
