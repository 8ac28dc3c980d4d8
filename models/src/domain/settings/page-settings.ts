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

/**
 * The page settings in one statement (issue 17: a page's fixed reads cost one statement, not one per
 * key), decoded exactly as isMaintenanceOn, offeredLanguages, readPaymentType and readContactEmail do.
 */
export async function readPageSettings(options: { transaction?: Transaction } = {}): Promise<PageSettings> {
  getSequelize(); // the models are registered on first use (the Express gate may be the process's first reader)
  const values = await Configuration.readValues([MAINTENANCE_KEY, LANGUAGES_OFFERED_KEY, PAYMENT_TYPE_KEY, CONTACT_EMAIL_KEY], options);
  return {
    maintenance: maintenanceFromValue(values.get(MAINTENANCE_KEY)),
    languagesOffered: languagesOfferedFromValue(values.get(LANGUAGES_OFFERED_KEY)),
    paymentType: paymentTypeFromValue(values.get(PAYMENT_TYPE_KEY)),
    contactEmail: contactEmailFromValue(values.get(CONTACT_EMAIL_KEY)),
  };
}
