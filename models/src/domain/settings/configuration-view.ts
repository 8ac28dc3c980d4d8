import { Op, type Transaction } from 'sequelize';
import { Configuration } from '../../models/configuration';
import { isKnownGeneralSetting, KNOWN_GENERAL_SETTINGS, RESERVED_CONFIGURATION_KEYS, type BankTransfer } from '../../schemas/settings';

/** One general setting as the console lists it (ADM-66: a key/value list). */
export interface GeneralSetting {
  key: string;
  value: unknown;
}

/** GET /api/admin/configuration: the general settings and the bank-transfer details (G-27). Never a secret. */
export interface ConfigurationView {
  general: GeneralSetting[];
  bank_transfer: Partial<BankTransfer>;
}

export const BANK_TRANSFER_KEY = 'bank_transfer';

const knownOrder = (key: string) => (isKnownGeneralSetting(key) ? KNOWN_GENERAL_SETTINGS.indexOf(key) : KNOWN_GENERAL_SETTINGS.length);

/** The rows of the general list: every non-secret key without a section of its own, known keys first. */
export async function generalSettingRows(transaction?: Transaction): Promise<Configuration[]> {
  const rows = await Configuration.findAll({
    where: { is_secret: false, key: { [Op.notIn]: [...RESERVED_CONFIGURATION_KEYS] } },
    transaction,
  });
  return rows.sort((a, b) => knownOrder(a.key) - knownOrder(b.key) || a.key.localeCompare(b.key));
}

export async function readConfigurationView(transaction?: Transaction): Promise<ConfigurationView> {
  const [rows, bank] = await Promise.all([
    generalSettingRows(transaction),
    Configuration.readValue<Partial<BankTransfer>>(BANK_TRANSFER_KEY, {}, { transaction }),
  ]);
  return {
    general: rows.map((row) => ({ key: row.key, value: row.parsedValue() })),
    bank_transfer: bank && typeof bank === 'object' ? bank : {},
  };
}
