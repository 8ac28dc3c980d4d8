import { z } from 'zod';
import { blank, numeric } from './preprocess';

/**
 * The application files card and its uploads (AGT-20, AGT-28..34, G-16, G-53). Browser-safe;
 * messages are keys of the `files` namespace (the spec's English word for word).
 */

const msg = (key: string) => ({ error: `files:${key}` });

/** AGT-20, AGT-28, ⚑AMB-13: step files and extra files are pdf, doc or docx — checked by content. */
export const APPLICATION_FILE_TYPES = ['pdf', 'doc', 'docx'] as const;
/** What the file inputs offer the browser (a hint only: the server sniffs the content). */
export const APPLICATION_FILE_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The configured upload size (configuration key `upload_max_mb`, ADR 036): step files, extra files,
 * re-uploads and the signed SD. Default 10 MB; the console may set 1..UPLOAD_MAX_MB_CEILING. The
 * request-body guard lets these forms through up to the ceiling; the operations apply the setting.
 */
export const UPLOAD_MAX_MB_KEY = 'upload_max_mb';
export const UPLOAD_MAX_MB_DEFAULT = 10;
export const UPLOAD_MAX_MB_CEILING = 20;
export const MB_BYTES = 1024 * 1024;
export const uploadMaxMbSchema = z.preprocess(
  numeric,
  z
    .number({ error: 'settings:validation.whole_number' })
    .int('settings:validation.whole_number')
    .min(1, 'files:validation.upload_max_mb_range')
    .max(UPLOAD_MAX_MB_CEILING, 'files:validation.upload_max_mb_range'),
);

/** files.description (§2.18: VARCHAR 255). */
export const FILE_DESCRIPTION_MAX = 255;
/** files.filename (§2.18: VARCHAR 255); the stored name is cut to 200 characters. */
export const FILE_NAME_MAX = 200;

const flag = z.preprocess((v) => {
  const value = blank(v);
  if (value === undefined) return undefined;
  if (value === true || value === 'true' || value === '1' || value === 1 || value === 'on') return true;
  if (value === false || value === 'false' || value === '0' || value === 0 || value === 'off') return false;
  return value;
}, z.boolean(msg('validation.hidden_required')));

/** AGT-28: add an extra file — description ("filename"), the hidden flag and the file are required. */
export const addApplicationFileSchema = z.object({
  description: z.preprocess(
    blank,
    z.string(msg('validation.description_required')).trim().min(1, msg('validation.description_required')).max(FILE_DESCRIPTION_MAX, msg('validation.description_too_long')),
  ),
  is_hidden: flag,
});
export type AddApplicationFileInput = z.infer<typeof addApplicationFileSchema>;

/** The files card's forms as the browser posts them (the file itself is checked by the operation). */
export const fileFormFile = z.file(msg('validation.file_required')).optional();
export const addApplicationFileFormSchema = addApplicationFileSchema.extend({ file: fileFormFile });
/** One row's action: hide, restore or re-upload (with a file). */
export const applicationFileActionFormSchema = z.object({
  intent: z.enum(['hide', 'restore', 'reupload'], msg('fail.update')),
  file: fileFormFile,
});
/** Upload SD (G-53): the signed document. */
export const uploadSdFormSchema = z.object({ file: fileFormFile });
/** AGT-16: the IP logo (POR-18 rules; the operation checks type and size by content). */
export const ipLogoFormSchema = z.object({ logo: z.file('orders:request.validation.logo_type').optional() });
