import type { Transaction } from 'sequelize';
import { AppError } from '../../errors/index';
import { Configuration } from '../../models/configuration';
import { PAYPAL_MODES, payoutConfigurationSchema, settingsMessage, type PaypalMode, type PayoutConfigurationView } from '../../schemas/settings';
import { PAYPAL_PAYOUT_FEE_FIXED_KEY, PAYPAL_PAYOUT_FEE_PERCENT_KEY } from '../../schemas/settlements';
import { openSecret, sealSecret } from '../settings/secret-box';
import { NOT_ALLOWED } from '../settings/shared';
import { paypalPayoutFee } from '../settlements/paypal-payout-fee';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, orFail, parseInput, validationError, writeAudit } from '../kernel/index';
import type { PayoutCredentials } from './paypal-payouts';

/**
 * The PayPal Payouts configuration (ADR 055): its own credentials, separate from checkout's
 * `payment_inputs`, in the secret configuration row `paypal_payouts` = {mode, client_id,
 * client_secret (sealed, ADR 013, context "paypal_payouts.client_secret")}, and the payout fee
 * (G-04) in `paypal_payout_fee_percent` / `paypal_payout_fee_fixed`. The console edits them in one
 * section (read: staff with the configuration; save: super admin).
 */
export const PAYPAL_PAYOUTS_KEY = 'paypal_payouts';
const SECRET_CONTEXT = `${PAYPAL_PAYOUTS_KEY}.client_secret`;
const FAIL = 'settings:update_fail';

interface Stored {
  mode?: unknown;
  client_id?: unknown;
  client_secret?: unknown;
}

async function readStored(transaction?: Transaction): Promise<Stored> {
  const value = await Configuration.readValue<unknown>(PAYPAL_PAYOUTS_KEY, {}, { transaction });
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};
}

const modeOf = (value: unknown): PaypalMode => ((PAYPAL_MODES as readonly unknown[]).includes(value) ? (value as PaypalMode) : 'sandbox');
const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function viewOf(stored: Stored, transaction?: Transaction): Promise<PayoutConfigurationView> {
  const fee = await paypalPayoutFee(transaction);
  const secretSet = openSecret(stored.client_secret, SECRET_CONTEXT) !== null;
  return {
    mode: modeOf(stored.mode),
    client_id: text(stored.client_id),
    client_secret_set: secretSet,
    configured: await payoutsConfigured(transaction),
    fee_percent: fee.percent,
    fee_fixed: fee.fixed,
  };
}

/** Whether Send via PayPal can be offered: mode, client id and a readable secret are stored (no secret leaves). */
export async function payoutsConfigured(transaction?: Transaction): Promise<boolean> {
  const stored = await readStored(transaction);
  return text(stored.client_id) !== '' && (PAYPAL_MODES as readonly unknown[]).includes(stored.mode) && openSecret(stored.client_secret, SECRET_CONTEXT) !== null;
}

/**
 * The payout credentials for server use only (Send via PayPal and its status check), or null until
 * mode, client id and secret are all stored. A stored secret no listed SESSION_SECRET opens is a 500
 * 'settings:payment_secret_unreadable', never a silent fallback.
 */
export async function getPayoutCredentials(transaction?: Transaction): Promise<PayoutCredentials | null> {
  const stored = await readStored(transaction);
  const clientId = text(stored.client_id);
  if (!clientId || stored.client_secret === undefined || stored.client_secret === '' || !(PAYPAL_MODES as readonly unknown[]).includes(stored.mode)) return null;
  const secret = openSecret(stored.client_secret, SECRET_CONTEXT);
  if (secret === null) throw new AppError('INTERNAL', 'settings:payment_secret_unreadable');
  return { mode: stored.mode as PaypalMode, client_id: clientId, client_secret: secret };
}

/** GET /api/admin/payout-configuration: the section as the console sees it (the secret only as set). */
export async function getPayoutConfiguration({ actor }: { actor: Actor }, options: OperationOptions = {}): Promise<PayoutConfigurationView> {
  assertAllowed(actor, 'payment-configuration', 'read', NOT_ALLOWED);
  return orFail('settings:retrieve_configuration_fail', async () => viewOf(await readStored(options.transaction), options.transaction));
}

/**
 * PUT /api/admin/payout-configuration (super admin): mode, client id, client secret (sealed; empty
 * keeps the stored one, required when none is stored), fee percent (0–100) and fixed fee. 422 with
 * the field messages, nothing changed. Audit-logged with the plain fields only (never the secret).
 */
export async function updatePayoutConfiguration(
  input: { actor: Actor; values: unknown },
  options: OperationOptions = {},
): Promise<PayoutConfigurationView & { message: string }> {
  assertAllowed(input.actor, 'payment-configuration', 'update', NOT_ALLOWED);
  const data = parseInput(payoutConfigurationSchema, input.values, FAIL);
  const view = await orFail(FAIL, () =>
    inTransaction(options, async (transaction) => {
      const stored = await readStored(transaction);
      const before = await viewOf(stored, transaction);
      let secret: string;
      if (data.client_secret) secret = sealSecret(data.client_secret, SECRET_CONTEXT);
      else if (openSecret(stored.client_secret, SECRET_CONTEXT) !== null) secret = stored.client_secret as string;
      else throw validationError(FAIL, { client_secret: [settingsMessage('required')] });
      await Configuration.writeValue(PAYPAL_PAYOUTS_KEY, { mode: data.mode, client_id: data.client_id, client_secret: secret }, { isSecret: true, transaction });
      await Configuration.writeValue(PAYPAL_PAYOUT_FEE_PERCENT_KEY, data.fee_percent, { transaction });
      await Configuration.writeValue(PAYPAL_PAYOUT_FEE_FIXED_KEY, data.fee_fixed, { transaction });
      const after = await viewOf(await readStored(transaction), transaction);
      await writeAudit(
        input.actor,
        {
          action: 'configuration.paypal_payouts',
          targetType: 'configuration',
          targetId: PAYPAL_PAYOUTS_KEY,
          before: { mode: before.mode, client_id: before.client_id, fee_percent: before.fee_percent, fee_fixed: before.fee_fixed },
          after: { mode: after.mode, client_id: after.client_id, fee_percent: after.fee_percent, fee_fixed: after.fee_fixed, secret_replaced: Boolean(data.client_secret) },
        },
        transaction,
      );
      return after;
    }),
  );
  return { ...view, message: 'settings:record_update_success' };
}
