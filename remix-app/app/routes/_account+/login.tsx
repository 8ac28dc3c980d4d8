import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { LoginPage } from '~/components/shell/LoginPage';
import { loginAction, loginLoader, loginVariantOf } from '~/routes/_account+/login.server';
import { navTitle } from '~/components/shell/meta';
import shellStyles from '~/components/shell/shell.css?url';
import siteStyles from '~/components/site/site.css?url';
import applyStyles from '~/components/agent-onboarding/agent-apply.css?url';

/**
 * /login?role=client|agent|accountant (ACC-1..4, ACC-7..12). ⚑AMB-11: without a role it is the
 * member login; any other role is a 404 (ACC-2).
 */
export const handle = { i18n: ['common', 'nav', 'auth', 'site', 'agent-onboarding', 'pages'] };

// site.css: the human check shown after repeated failures (the contact page's).
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: shellStyles },
  { rel: 'stylesheet', href: siteStyles },
  { rel: 'stylesheet', href: applyStyles },
];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  navTitle(matches, `login.variants.${data?.variant ?? 'client'}.title`);

export const loader = ({ request }: LoaderFunctionArgs) => loginLoader(request, loginVariantOf(new URL(request.url)));
export const action = ({ request }: ActionFunctionArgs) => loginAction(request, loginVariantOf(new URL(request.url)));

export default LoginPage;
