import { Configuration } from '../../models/configuration';
import { paymentConfigurationUpdateSchema, paypalInputSchema, settingsMessage, stripeInputSchema, type PaymentConfigurationView } from '../../schemas/settings';
import {
  openStoredSecret,
  PAYMENT_INPUTS_KEY,
  PAYMENT_TYPE_KEY,
  readPaymentType,
  readStoredInputs,
  secretContext,
  secretFieldsOf,
  toPaymentView,
} from './payment-inputs';
import { sealSecret } from './secret-box';
import { NOT_ALLOWED } from './shared';
import { type Actor, assertAllowed, fieldErrorsOf, inTransaction, type OperationOptions, orFail, parseInput, validationError, writeAudit } from '../kernel/index';

export interface UpdatePaymentConfigurationInput {
  actor: Actor;
  payment_type: unknown;
  /** The chosen provider's fields; an empty secret keeps the stored one. */
  input: unknown;
}

const FAIL = 'settings:update_fail';

/**
 * ADM-68, ⚑AMB-04: sets the payment option and its fields (super admin only). Plain fields are
 * stored as given; each secret is sealed (AES-256-GCM, ADR 013) and replaced only when a new value
 * is sent. A provider cannot be chosen without all of its keys. Only field names reach the audit
 * log for secrets, never values.
 */
export async function updatePaymentConfiguration(
  input: UpdatePaymentConfigurationInput,
  options: OperationOptions = {},
): Promise<PaymentConfigurationView & { message: string }> {
  assertAllowed(input.actor, 'payment-configuration', 'update', NOT_ALLOWED);
  const { actor } = input;
  const { payment_type: type, input: raw } = parseInput(paymentConfigurationUpdateSchema, { payment_type: input.payment_type, input: input.input }, FAIL);
  const parsed = (type === 'Stripe' ? stripeInputSchema : paypalInputSchema).safeParse(raw);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) for (const [field, messages] of Object.entries(fieldErrorsOf(parsed.error))) errors[field ? `input.${field}` : 'input'] = messages;

  const view = await orFail(FAIL, () =>
    inTransaction(options, async (transaction) => {
      const stored = await readStoredInputs(transaction);
      const previousType = await readPaymentType(transaction);
      const fields: Record<string, unknown> = { ...(parsed.success ? (parsed.data as Record<string, unknown>) : {}) };
      const changedSecrets: string[] = [];
      for (const field of secretFieldsOf(type)) {
        const fresh = fields[field];
        if (typeof fresh === 'string' && fresh !== '') {
          fields[field] = sealSecret(fresh, secretContext(type, field));
          changedSecrets.push(field);
        } else if (openStoredSecret(stored, type, field) !== null) {
          fields[field] = stored[type]![field];
        } else if (!errors[`input.${field}`]) {
          errors[`input.${field}`] = [settingsMessage('required')];
        }
      }
      if (Object.keys(errors).length > 0) throw validationError(FAIL, errors);

      const plain = (values: Record<string, unknown> | undefined) =>
        Object.fromEntries(Object.entries(values ?? {}).filter(([field]) => !secretFieldsOf(type).includes(field)));
      await Configuration.writeValue(PAYMENT_TYPE_KEY, type, { transaction });
      await Configuration.writeValue(PAYMENT_INPUTS_KEY, { ...stored, [type]: fields }, { isSecret: true, transaction });
      await writeAudit(
        actor,
        {
          action: 'configuration.payment',
          targetType: 'configuration',
          targetId: PAYMENT_INPUTS_KEY,
          before: { payment_type: previousType, ...plain(stored[type]) },
          after: { payment_type: type, ...plain(fields), secrets_replaced: changedSecrets },
        },
        transaction,
      );
      return toPaymentView(type, await readStoredInputs(transaction));
    }),
  );
  return { ...view, message: 'settings:record_update_success' };
}
