import type { MetaDescriptor } from '@remix-run/node';
import { privatePageTitle } from '~/lib/root-data';

/** `<title>` of a signed-in page from the `nav` strings the root loader sent ("My Profile | IPRenew"). */
export function navTitle(matches: readonly { id: string; data?: unknown }[], key: string): MetaDescriptor[] {
  return privatePageTitle(matches, 'nav', key);
}
