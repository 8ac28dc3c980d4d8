import { z } from 'zod';
import { LANGUAGES } from '../constants/index';

/** The language switch (en / bm / cn), shared by the Remix action and the console. */
export const languageSchema = z.enum(LANGUAGES);

/** A same-site relative path to go back to after switching language (no open redirects). */
export const relativePathSchema = z
  .string()
  .max(2048)
  .refine((p) => p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\'), 'must be a relative path');

export const languageSwitchSchema = z.object({
  lng: languageSchema,
  redirectTo: relativePathSchema.catch('/'),
});
