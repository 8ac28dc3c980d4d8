/**
 * Stripe for the e2e run: the payment configuration of the e2e database points at the local Stripe
 * server's keys (sealed by the domain's own updatePaymentConfiguration, as a super admin saving them
 * in the console would), and the web server gets STRIPE_API_URL (playwright.config.ts).
 * Usage: `npx tsx e2e/support/stripe.ts` re-applies it (the Stripe journey does, since another
 * journey may have switched the payment option); `--none` clears every provider key (sandbox page).
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { Configuration, createSequelize, ROLE, updatePaymentConfiguration, useSequelize, User } from '@iprenew/models';
import { LOCAL_STRIPE_PUBLISHABLE_KEY, LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '@iprenew/models/testing/standalone';
import { E2E_DATABASE_FILE } from './paths';

export const E2E_STRIPE_KEYS = {
  publishable_key: LOCAL_STRIPE_PUBLISHABLE_KEY,
  secret_key: LOCAL_STRIPE_SECRET_KEY,
  webhook_secret: LOCAL_STRIPE_WEBHOOK_SECRET,
};

/** Saves Stripe (with the local server's keys) as the payment option, through the domain. */
export async function configureLocalStripe(): Promise<void> {
  const superAdmin = await User.findOne({ where: { role_id: ROLE.SUPER_ADMIN }, order: [['id', 'ASC']] });
  if (!superAdmin) throw new Error('e2e: no super admin to save the payment configuration');
  await updatePaymentConfiguration({ actor: { id: superAdmin.id, role_id: superAdmin.role_id }, payment_type: 'Stripe', input: E2E_STRIPE_KEYS });
}

/** No provider keys at all: card checkout then uses the local sandbox page (APP_ENV test). */
export async function clearPaymentKeys(): Promise<void> {
  await Configuration.writeValue('payment_inputs', {}, { isSecret: true });
}

const entry = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (import.meta.url === entry) {
  const sequelize = createSequelize(process.env.DATABASE_URL ?? `sqlite:${E2E_DATABASE_FILE}`);
  useSequelize(sequelize);
  const none = process.argv.includes('--none');
  (none ? clearPaymentKeys() : configureLocalStripe())
    .then(() => console.log(none ? 'e2e: payment keys cleared (sandbox)' : 'e2e: Stripe configured with the local server keys'))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => void sequelize.close());
}
