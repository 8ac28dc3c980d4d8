import '@remix-run/node';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Per-request CSP nonce for Remix's inline scripts (see server/security.ts). */
    cspNonce: string;
  }
}

export {};
