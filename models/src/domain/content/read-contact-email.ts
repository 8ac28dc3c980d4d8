import type { Transaction } from 'sequelize';
import { Configuration } from '../../models/configuration';

/** The support address of configuration `contact_email` ('' when unset): the contact page, the contact form's recipient, the price checker's "ask us". */
export async function readContactEmail(options: { transaction?: Transaction } = {}): Promise<string> {
  return contactEmailFromValue(await Configuration.readValue<unknown>(CONTACT_EMAIL_KEY, '', { transaction: options.transaction }));
}

export const CONTACT_EMAIL_KEY = 'contact_email';

/** The stored 'contact_email' as an address ('' when missing or not text). */
export function contactEmailFromValue(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
