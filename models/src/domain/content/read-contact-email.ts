import type { Transaction } from 'sequelize';
import { Configuration } from '../../models/configuration';

/** The support address of configuration `contact_email` ('' when unset): the contact page, the contact form's recipient, the price checker's "ask us". */
export async function readContactEmail(options: { transaction?: Transaction } = {}): Promise<string> {
  const value = await Configuration.readValue<unknown>('contact_email', '', { transaction: options.transaction });
  return typeof value === 'string' ? value : '';
}
