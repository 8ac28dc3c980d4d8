import type { MetaArgs } from '@remix-run/node';
import { rootString } from '~/lib/root-data';

/** The <title> of an account page from the `account` strings the root loader sent. */
export function accountMeta(args: MetaArgs, key: string) {
  const title = rootString(args.matches, 'account', key) ?? 'IPRenew';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}
