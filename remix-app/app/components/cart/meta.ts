import type { MetaDescriptor } from '@remix-run/node';
import { privatePageTitle } from '~/lib/root-data';

/** `<title>` of a cart / request page from the `orders` strings the root loader sent. */
export function ordersTitle(matches: readonly { id: string; data?: unknown }[], key: string): MetaDescriptor[] {
  return privatePageTitle(matches, 'orders', key);
}
