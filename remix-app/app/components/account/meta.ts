import type { MetaArgs } from '@remix-run/node';
import { lookup } from '~/i18n';
import type { loader as rootLoader } from '~/root';

/** The <title> of an account page from the `account` strings the root loader sent. */
export function accountMeta(args: MetaArgs, key: string) {
  const root = args.matches.find((match) => match.id === 'root')?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  const title = lookup(root?.resources.account, key) ?? 'IPRenew';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}
