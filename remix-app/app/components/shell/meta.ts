import type { MetaDescriptor } from '@remix-run/node';
import { lookup } from '~/i18n';

/** `<title>` of a signed-in page from the `nav` strings the root loader sent ("My Profile | IPRenew"). */
export function navTitle(matches: readonly { id: string; data?: unknown }[], key: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as { resources?: { nav?: unknown } } | undefined;
  const title = lookup(root?.resources?.nav, key);
  return [{ title: title ? `${title} | IPRenew` : 'IPRenew' }, { name: 'robots', content: 'noindex' }];
}
