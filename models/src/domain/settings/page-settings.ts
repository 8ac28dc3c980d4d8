import type { Transaction } from 'sequelize';
import { Configuration } from '../../models/configuration';
import type { LanguagesOffered } from '../../schemas/settings';
import { MAINTENANCE_KEY, maintenanceFromValue } from '../auth/maintenance';
import { LANGUAGES_OFFERED_KEY, languagesOfferedFromValue } from './offered-languages';

/** The settings every page request reads: maintenance mode (SYS-3) and the languages each area offers (I18N-3). */
export interface PageSettings {
  maintenance: boolean;
  languagesOffered: LanguagesOffered;
}

/**
 * Both page settings in one statement (issue 17: a page's fixed reads cost one statement, not one per
 * key), decoded exactly as isMaintenanceOn and offeredLanguages decode them.
 */
export async function readPageSettings(options: { transaction?: Transaction } = {}): Promise<PageSettings> {
  const values = await Configuration.readValues([MAINTENANCE_KEY, LANGUAGES_OFFERED_KEY], options);
  return { maintenance: maintenanceFromValue(values.get(MAINTENANCE_KEY)), languagesOffered: languagesOfferedFromValue(values.get(LANGUAGES_OFFERED_KEY)) };
}
