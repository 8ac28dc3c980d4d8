import { createTranslators, type TranslateFn } from '@iprenew/templates';
import { DEFAULT_LANGUAGE, type Language } from '../constants/index';
import { catalogue, isLanguage } from '../i18n/index';

let translators: ReturnType<typeof createTranslators> | undefined;

/**
 * The translate function handed to the e-mail templates and the invoice PDF: i18next over the shared
 * catalogue (one instance, loaded once). Keys name their namespace first (`email.notice.subject`,
 * `enums.…`), missing keys fall back to English, `{{name}}` params are interpolated.
 */
export function mailTranslator(language: string): TranslateFn {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  translators ??= createTranslators(catalogue, DEFAULT_LANGUAGE);
  return translators(lang, { defaultNamespace: 'email' });
}
