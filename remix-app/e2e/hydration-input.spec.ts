/**
 * A visitor who clicks or types while a page hydrates (a slow phone, a fast hand) gets no error.
 * Remix's single fetch decodes the loader data inlined in the page during RemixBrowser's first render
 * and suspends the hydration until it has; a click or key press in that window makes React hydrate the
 * document synchronously, which cannot suspend: "Minified React error #345", seen on the sign-in page
 * in about one browser-walk sign-in in ten. entry.client now has Remix decode its data before React
 * hydrates. The window is too short to hit on demand, so the test checks the order itself: Remix's
 * state is in place before React starts listening on the document (hydrateRoot's first step).
 */
import { test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { collectPageErrors, expect } from './support/app';

test("Remix's page data is decoded before React hydrates, so input during hydration cannot make it suspend", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(() => {
    const order: string[] = [];
    (window as unknown as { __hydrationOrder: string[] }).__hydrationOrder = order;
    // Remix: window.__remixContext.state is set once the inlined data is decoded.
    let context: Record<string, unknown> | undefined;
    Object.defineProperty(window, '__remixContext', {
      configurable: true,
      get: () => context,
      set(value: Record<string, unknown>) {
        let state = value.state;
        Object.defineProperty(value, 'state', {
          configurable: true,
          enumerable: true,
          get: () => state,
          set(next) {
            if (next !== undefined && !order.includes('state')) order.push('state');
            state = next;
          },
        });
        context = value;
      },
    });
    // React: hydrateRoot marks the document as listened to, then adds its event listeners to it.
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function recorded(this: EventTarget, ...args: Parameters<typeof add>) {
      if (this === document && !order.includes('hydrate') && Object.keys(document).some((key) => key.startsWith('_reactListening'))) order.push('hydrate');
      return add.apply(this, args);
    };
  });
  await page.goto('/login');
  const email = page.locator('form:has(input[name=password]) input[name=email]');
  await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
  await expect.poll(() => page.evaluate(() => (window as unknown as { __hydrationOrder: string[] }).__hydrationOrder)).toEqual(['state', 'hydrate']);
  await email.click();
  await email.pressSequentially(DEMO.customer);
  await expect(email).toHaveValue(DEMO.customer);
  expect(errors).toEqual([]);
});
