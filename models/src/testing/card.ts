import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetConfigCache } from '../config/env';
import { ROLE } from '../constants/index';
import { handlePaypalWebhook, handleStripeWebhook } from '../domain/card-payments/index';
import { startLocalPaypal, type LocalPaypal } from '../domain/card-payments/testing/paypal-server';
import { startLocalStripe, type LocalStripe } from '../domain/card-payments/testing/stripe-server';
import { updatePaymentConfiguration } from '../domain/settings/index';
import type { Actor } from '../domain/kernel/index';
import { buildStaff } from './users';

export const STRIPE_KEYS = { publishable_key: 'pk_test_cardtests', secret_key: 'sk_test_cardtests_secret', webhook_secret: 'whsec_cardtests_secret' };
export const PAYPAL_KEYS = { mode: 'live', client_id: 'AcardTestsClientId0001', client_secret: 'EcardTestsClientSecret01', webhook_id: '7WH12345ABCDE' };

/** The card providers of a test world: the local Stripe and PayPal servers, posting their webhooks to the app's handlers. */
export interface CardProviders {
  stripe: LocalStripe;
  paypal: LocalPaypal;
  /** Where the providers post their webhooks (the handlers above). */
  receiverUrl: string;
  /** The super admin who stores the payment keys. */
  superAdmin: Actor;
  /** Stores the Stripe keys (the console's payment settings): card payments go to Stripe. */
  useStripe(): Promise<unknown>;
  usePaypal(): Promise<unknown>;
  close(): Promise<void>;
}

/** The app's webhook endpoints as the providers reach them: status and JSON answer. */
async function startReceiver(): Promise<{ server: Server; url: string }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(chunks);
      const run = req.url === '/webhooks/stripe' ? handleStripeWebhook({ payload, signature: req.headers['stripe-signature'] as string }) : handlePaypalWebhook({ headers: req.headers, payload });
      run.then(
        (result) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result)),
        (error: { status?: number; messageKey?: string }) => res.writeHead(error.status ?? 500).end(JSON.stringify({ message: error.messageKey ?? String(error) })),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Starts the local providers for the open test world (whose database holds the payment settings); `close()` before the world's. */
export async function startCardProviders(): Promise<CardProviders> {
  const savedEnv = { ...process.env };
  const user = await buildStaff(ROLE.SUPER_ADMIN);
  const superAdmin = { id: user.id, role_id: ROLE.SUPER_ADMIN };
  const receiver = await startReceiver();
  const stripe = await startLocalStripe({ secretKey: STRIPE_KEYS.secret_key, webhookSecret: STRIPE_KEYS.webhook_secret, webhookUrl: `${receiver.url}/webhooks/stripe` });
  const paypal = await startLocalPaypal({ clientId: PAYPAL_KEYS.client_id, clientSecret: PAYPAL_KEYS.client_secret, webhookId: PAYPAL_KEYS.webhook_id, webhookUrl: `${receiver.url}/webhooks/paypal` });
  process.env.STRIPE_API_URL = stripe.url;
  process.env.PAYPAL_API_URL = paypal.url;
  resetConfigCache();
  return {
    stripe,
    paypal,
    receiverUrl: receiver.url,
    superAdmin,
    useStripe: () => updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Stripe', input: STRIPE_KEYS }),
    usePaypal: () => updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Paypal', input: PAYPAL_KEYS }),
    async close() {
      process.env = { ...savedEnv };
      resetConfigCache();
      await stripe.close();
      await paypal.close();
      await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
    },
  };
}
