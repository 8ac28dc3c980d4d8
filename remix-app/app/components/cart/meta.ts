import type { MetaDescriptor } from '@remix-run/node';
import { lookup } from '~/i18n';

/** `<title>` of a cart / request page from the `orders` strings the root loader sent. */
export function ordersTitle(matches: readonly { id: string; data?: unknown }[], key: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as { resources?: { orders?: unknown } } | undefined;
  const title = lookup(root?.resources?.orders, key);
  return [{ title: title ? `${title} | IPRenew` : 'IPRenew' }, { name: 'robots', content: 'noindex' }];
}
