import type { Transaction } from 'sequelize';
import { getSequelize } from '../../db/database';
import { Configuration } from '../../models/configuration';
import type { LanguagesOffered, PaymentType } from '../../schemas/settings';
import { MAINTENANCE_KEY, maintenanceFromValue } from '../auth/maintenance';
import { CONTACT_EMAIL_KEY, contactEmailFromValue } from '../content/read-contact-email';
import { LANGUAGES_OFFERED_KEY, languagesOfferedFromValue } from './offered-languages';
import { PAYMENT_TYPE_KEY, paymentTypeFromValue } from './payment-inputs';

/**
 * The settings pages read: maintenance mode (SYS-3) and the languages each area offers (I18N-3) on
 * every request; the card option (ORD-36, ⚑AMB-20) on the landing and the FAQ; the support address
 * on the price checker. Four small rows, one statement.
 */
export interface PageSettings {
  maintenance: boolean;
  languagesOffered: LanguagesOffered;
  paymentType: PaymentType;
  contactEmail: string;
}

const PAGE_SETTING_KEYS = [MAINTENANCE_KEY, LANGUAGES_OFFERED_KEY, PAYMENT_TYPE_KEY, CONTACT_EMAIL_KEY];

/** The settings last decoded, with the stored rows they were decoded from (see readPageSettings). */
let lastDecoded: { stored: string; settings: PageSettings } | null = null;

/**
 * The page settings in one statement (issue 17: a page's fixed reads cost one statement, not one per
 * key), decoded exactly as isMaintenanceOn, offeredLanguages, readPaymentType and readContactEmail do.
 * The rows are read on every call; while their stored text is the text last decoded, the decoded
 * settings are answered again (frozen: every request shares them) instead of parsing and checking the
 * same JSON on every request.
 */
export async function readPageSettings(options: { transaction?: Transaction } = {}): Promise<PageSettings> {
  getSequelize(); // the models are registered on first use (the Express gate may be the process's first reader)
  const rows = await Configuration.readStored(PAGE_SETTING_KEYS, options);
  const stored = JSON.stringify(rows.map((row) => [row.key, row.value]));
  if (lastDecoded?.stored === stored) return lastDecoded.settings;
  const values = Configuration.decodeRows(rows);
  const languagesOffered = languagesOfferedFromValue(values.get(LANGUAGES_OFFERED_KEY));
  const settings: PageSettings = Object.freeze({
    maintenance: maintenanceFromValue(values.get(MAINTENANCE_KEY)),
    languagesOffered: Object.freeze(Object.fromEntries(Object.entries(languagesOffered).map(([area, list]) => [area, Object.freeze([...list])]))) as LanguagesOffered,
    paymentType: paymentTypeFromValue(values.get(PAYMENT_TYPE_KEY)),
    contactEmail: contactEmailFromValue(values.get(CONTACT_EMAIL_KEY)),
  });
  lastDecoded = { stored, settings };
  return settings;
}
