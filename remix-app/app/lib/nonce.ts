import { createContext, useContext } from 'react';

/**
 * The per-request Content-Security-Policy nonce. Set by entry.server from the load context; in the
 * browser it is empty (browsers hide nonces from the DOM, and scripts added after load need none).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
