import { AppError, buildImportTemplate, confirmImport, IMPORT_MAX_BYTES, isAppError, isImportToken, previewImport, readImportPreview, type ImportPreviewJson } from '@iprenew/models';
import { data, redirect } from '@remix-run/node';
import { fileResponse } from '~/lib/file-response.server';
import { requirePage } from '~/lib/guard.server';
import { requestLanguage, translate } from '~/lib/i18n.server';
import { redirectWithFlash, type FlashMessage } from '~/lib/session.server';
import { postedFile, readUploadForm } from '~/lib/upload.server';
import { pageFlash } from '~/routes/dashboard+/_customer+/checkout.server';

/**
 * The portfolio import's page and template (issue 18, ADR 075): thin callers of previewImport,
 * readImportPreview, confirmImport and buildImportTemplate. Every answer of the form is a redirect —
 * to the preview (?token=…) or back to the upload with the refusal as a flash message — so the page
 * works without JavaScript and its upload script (progress) only has to follow the redirect.
 */

export const IMPORT_PATH = '/dashboard/ip/import';
const ERROR_PREFIX = 'ip-records:import.errors.';
const IMPORT_FAIL = `${ERROR_PREFIX}fail`;

export interface ImportPageData {
  preview: ImportPreviewJson | null;
  /** The preview's own error (expired, unknown token). */
  previewError: string | null;
  /** The upload's refusal (?error=…). */
  refusal: ImportRefusal | null;
  flash: FlashMessage | null;
}

export async function loadImportPage(request: Request) {
  const { actor } = await requirePage(request, 'dashboard.ip.import');
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const { flash, headers } = await pageFlash(request);
  let preview: ImportPreviewJson | null = null;
  let previewError: string | null = null;
  if (token !== null) {
    try {
      preview = await readImportPreview({ actor, token });
    } catch (error) {
      if (!isAppError(error)) console.error('[portfolio-import]', error);
      previewError = isAppError(error) ? error.messageKey : IMPORT_FAIL;
    }
  }
  return data<ImportPageData>({ preview, previewError, refusal: refusalOf(url), flash }, headers ? { headers } : undefined);
}

/** A refusal shown on the upload form: the message key of ip-records:import.errors and its few parameters. */
export interface ImportRefusal {
  key: string;
  params: Record<string, string>;
}

const REFUSAL_PARAMS = ['header', 'max'] as const;

/**
 * Refusals travel in the URL (?error=name&header=…), not in a flash cookie: the upload script follows
 * the redirect itself before the page navigates there, and a flash would be spent by that first read.
 */
const refused = (error: unknown) => {
  if (!isAppError(error)) console.error('[portfolio-import]', error);
  const key = isAppError(error) && error.messageKey.startsWith(ERROR_PREFIX) ? error.messageKey : IMPORT_FAIL;
  const query = new URLSearchParams({ error: key.slice(ERROR_PREFIX.length) });
  if (isAppError(error)) for (const name of REFUSAL_PARAMS) if (error.params[name] !== undefined) query.set(name, String(error.params[name]).slice(0, 60));
  return redirect(`${IMPORT_PATH}?${query.toString()}`, 303);
};

/** The refusal named in the URL, when it is one of the catalogue's (anything else is ignored). */
function refusalOf(url: URL): ImportRefusal | null {
  const name = url.searchParams.get('error');
  if (!name || !/^[a-z_]{1,40}$/.test(name)) return null;
  const key = `${ERROR_PREFIX}${name}`;
  if (translate('en', key) === key) return null;
  const params: Record<string, string> = {};
  for (const param of REFUSAL_PARAMS) {
    const value = url.searchParams.get(param);
    if (value !== null) params[param] = value.slice(0, 60);
  }
  return { key, params };
}

export async function importAction(request: Request): Promise<Response> {
  const { actor } = await requirePage(request, 'dashboard.ip.import');
  // The body guard has bounded the request (5 MB and the form's margin) while it was read.
  const form = await readUploadForm(request, IMPORT_MAX_BYTES);
  if (!form) return refused(new AppError('PAYLOAD_TOO_LARGE', 'ip-records:import.errors.too_large', { params: { max: '5 MB' } }));
  const intent = String(form.get('intent') ?? '');
  if (intent === 'confirm') {
    const token = String(form.get('token') ?? '');
    if (!isImportToken(token)) return refused(new AppError('NOT_FOUND', 'ip-records:import.errors.expired'));
    try {
      const done = await confirmImport({ actor, token });
      return redirectWithFlash(`${IMPORT_PATH}?token=${token}`, { type: 'success', message: done.message, params: { count: done.created } });
    } catch (error) {
      return refused(error);
    }
  }
  const file = await postedFile(form.get('file'));
  if (!file) return refused(new AppError('VALIDATION', 'ip-records:import.errors.empty'));
  try {
    const preview = await previewImport({ actor, file: { name: file.filename, buffer: file.buffer } });
    return redirect(`${IMPORT_PATH}?token=${preview.token}`, 303);
  } catch (error) {
    return refused(error);
  }
}

/** GET /dashboard/ip/import/template?format=xlsx|csv: the template in the reader's language. */
export async function downloadImportTemplate(request: Request): Promise<Response> {
  await requirePage(request, 'dashboard.ip.import.template');
  const format = new URL(request.url).searchParams.get('format') === 'csv' ? 'csv' : 'xlsx';
  const language = await requestLanguage(request);
  const file = await buildImportTemplate({ language, format });
  return fileResponse({ buffer: file.body, contentType: file.contentType, filename: file.fileName });
}
