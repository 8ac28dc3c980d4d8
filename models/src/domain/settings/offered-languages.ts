import type { Transaction } from 'sequelize';
import type { Language } from '../../constants/index';
import { Configuration } from '../../models/configuration';
import { ALL_LANGUAGES_OFFERED, languagesOfferedSchema, type LanguageArea, type LanguagesOffered } from '../../schemas/settings';

export const LANGUAGES_OFFERED_KEY = 'languages_offered';

/**
 * I18N-3 with ⚑AMB-31: the interface languages an area offers (configuration `languages_offered`,
 * edited in the console's general settings; default all three). A missing or unreadable value
 * offers all three, so a bad edit can never leave an area without a language.
 */
export async function offeredLanguages(area: LanguageArea, options: { transaction?: Transaction } = {}): Promise<Language[]> {
  return languagesOfferedFromValue(await Configuration.readValue<unknown>(LANGUAGES_OFFERED_KEY, null, options))[area];
}

/** The stored 'languages_offered' value, or all three languages in every area when it is missing or invalid. */
export function languagesOfferedFromValue(stored: unknown): LanguagesOffered {
  const parsed = languagesOfferedSchema.safeParse(stored);
  return parsed.success ? parsed.data : ALL_LANGUAGES_OFFERED;
}

/** The language to show in an area: the wanted one when offered there, else English. */
export function offeredOrEnglish(wanted: Language, offered: readonly Language[]): Language {
  return offered.includes(wanted) ? wanted : 'en';
}
