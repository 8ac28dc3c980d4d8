import { z } from 'zod';
import { LANGUAGES } from '../constants/index';

/** The language switch (en / bm / cn), shared by the Remix action and the console. */
export const languageSchema = z.enum(LANGUAGES);

/**
 * A same-site relative path to go back to (no open redirects). Browsers drop tabs and newlines
 * from URLs and read a backslash as a slash, so '/\t/evil.example' or '/\\evil.example' would
 * otherwise leave the site: control characters, white space and backslashes are refused.
 */
export const relativePathSchema = z
  .string()
  .max(2048)
  .refine((p) => p.startsWith('/') && !p.startsWith('//') && !/[\u0000-\u001f\u007f\s\\]/.test(p), 'must be a relative path');

export const languageSwitchSchema = z.object({
  lng: languageSchema,
  redirectTo: relativePathSchema.catch('/'),
});
