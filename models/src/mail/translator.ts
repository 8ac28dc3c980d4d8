import { createTranslator, type TranslateFn } from '@iprenew/templates';
import { DEFAULT_LANGUAGE, type Language } from '../constants/index';
import { catalogue, isLanguage } from '../i18n/index';

/**
 * The translate function handed to the e-mail templates: keys name their namespace first
 * (`email.notice.subject`, `enums.…`), missing keys fall back to English, `{{name}}` params are
 * interpolated.
 */
export function mailTranslator(language: string): TranslateFn {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return createTranslator(catalogue[lang], { fallback: catalogue[DEFAULT_LANGUAGE], defaultNamespace: 'email' });
}
