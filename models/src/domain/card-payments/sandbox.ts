import { randomBytes } from 'node:crypto';
import type { CardProvider, CheckoutOrder } from './provider';

/**
 * The local sandbox (development and tests with no keys configured, never in production): the
 * "hosted page" is our own /dashboard/cart/sandbox page, whose Pay and Decline buttons call
 * completeSandboxPayment → the same fulfilOrder / failOrder as a provider. It stands in for the
 * configured payment option, so the order records that option as its method.
 */
export const SANDBOX_SESSION_PREFIX = 'sandbox_';

export const sandboxPagePath = (reference: string) => `/dashboard/cart/sandbox?ref=${encodeURIComponent(reference)}`;

export const isSandboxSession = (sessionId: string | null | undefined): boolean => typeof sessionId === 'string' && sessionId.startsWith(SANDBOX_SESSION_PREFIX);

export const newSandboxId = () => `${SANDBOX_SESSION_PREFIX}${randomBytes(12).toString('hex')}`;

export function sandboxProvider(method: CardProvider['method']): CardProvider {
  return {
    name: 'sandbox',
    method,
    async createCheckout(order: CheckoutOrder, appUrl: string) {
      return { redirectUrl: `${appUrl}${sandboxPagePath(order.reference)}`, providerSessionId: newSandboxId(), providerStatus: null };
    },
  };
}
