import type { Transaction } from 'sequelize';
import type { z } from 'zod';
import { Configuration } from '../../models/configuration';
import { Country } from '../../models/country';
import { bankTransferSchema, configurationUpdateSchema, COUNTRY_LIST_SETTINGS, settingsMessage, settingValueSchema } from '../../schemas/settings';
import { BANK_TRANSFER_KEY, generalSettingRows, readConfigurationView, type ConfigurationView } from './configuration-view';
import { NOT_ALLOWED } from './shared';
import { type Actor, assertAllowed, fieldErrorsOf, inTransaction, type OperationOptions, orFail, parseInput, validationError, writeAudit } from '../kernel/index';

export interface UpdateConfigurationInput {
  actor: Actor;
  /** Every general setting (key → value); all required (ADM-66). */
  general?: Record<string, unknown>;
  /** The bank-transfer details (G-27), all fields. */
  bank_transfer?: unknown;
}

const FAIL = 'settings:update_fail';
type Errors = Record<string, string[]>;

function collect(errors: Errors, prefix: string, error: z.ZodError): void {
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    const path = field === '' ? prefix : `${prefix}.${field}`;
    (errors[path] ??= []).push(...messages);
  }
}

/** Validates the general settings against the stored keys: values to write, or field errors. */
async function checkGeneral(input: Record<string, unknown>, transaction: Transaction, errors: Errors): Promise<Map<string, unknown>> {
  const rows = await generalSettingRows(transaction);
  const current = new Map(rows.map((row) => [row.key, row.parsedValue()]));
  for (const key of Object.keys(input)) {
    if (!current.has(key)) (errors[`general.${key}`] ??= []).push(settingsMessage('unknown_setting'));
  }
  const values = new Map<string, unknown>();
  for (const [key, value] of current) {
    const result = settingValueSchema(key, value).safeParse(input[key]);
    if (!result.success) collect(errors, `general.${key}`, result.error);
    else values.set(key, result.data);
  }
  for (const key of COUNTRY_LIST_SETTINGS) {
    const ids = values.get(key);
    if (!Array.isArray(ids) || ids.length === 0) continue;
    const found = await Country.count({ where: { id: ids as number[] }, transaction });
    if (found !== ids.length) (errors[`general.${key}`] ??= []).push(settingsMessage('country_invalid'));
  }
  return values;
}

/**
 * ADM-66/67/70, G-27: saves the general settings and/or the bank-transfer details (super admin
 * only, ⚑AMB-04). Every value is required and checked by its rule; nothing is written unless all
 * pass. 'Record update sucessful' / 'Fail to update data'. Changed keys go to the audit log.
 */
export async function updateConfiguration(input: UpdateConfigurationInput, options: OperationOptions = {}): Promise<ConfigurationView & { message: string }> {
  assertAllowed(input.actor, 'configuration', 'update', NOT_ALLOWED);
  const { actor } = input;
  const payload = parseInput(configurationUpdateSchema, { general: input.general, bank_transfer: input.bank_transfer }, FAIL);
  const view = await orFail(FAIL, () =>
    inTransaction(options, async (transaction) => {
      const errors: Errors = {};
      const writes = new Map<string, unknown>();
      if (payload.general) for (const [key, value] of await checkGeneral(payload.general, transaction, errors)) writes.set(key, value);
      if (payload.bank_transfer !== undefined) {
        const bank = bankTransferSchema.safeParse(payload.bank_transfer);
        if (bank.success) writes.set(BANK_TRANSFER_KEY, bank.data);
        else collect(errors, BANK_TRANSFER_KEY, bank.error);
      }
      if (Object.keys(errors).length > 0) throw validationError(FAIL, errors);

      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, value] of writes) {
        const old = await Configuration.readValue<unknown>(key, null, { transaction });
        if (JSON.stringify(old) === JSON.stringify(value)) continue;
        await Configuration.writeValue(key, value, { transaction });
        before[key] = old;
        after[key] = value;
      }
      if (Object.keys(after).length > 0) {
        await writeAudit(actor, { action: 'configuration.update', targetType: 'configuration', targetId: Object.keys(after).join(',').slice(0, 64), before, after }, transaction);
      }
      return readConfigurationView(transaction);
    }),
  );
  return { ...view, message: 'settings:record_update_success' };
}
