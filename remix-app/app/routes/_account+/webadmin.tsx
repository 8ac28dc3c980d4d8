import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { LoginPage } from '~/components/shell/LoginPage';
import { loginAction, loginLoader } from '~/routes/_account+/login.server';
import { navTitle } from '~/components/shell/meta';
import shellStyles from '~/components/shell/shell.css?url';
import siteStyles from '~/components/site/site.css?url';

/** /webadmin (ACC-5): the administrator login for Super Admin (1) and Admin (2), who land in /admin. */
export const handle = { i18n: ['common', 'nav', 'auth', 'site', 'pages', 'agent-onboarding'] };

// site.css: the human check shown after repeated failures (the contact page's).
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: shellStyles },
  { rel: 'stylesheet', href: siteStyles },
];

export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'login.variants.webadmin.title');

export const loader = ({ request }: LoaderFunctionArgs) => loginLoader(request, 'webadmin');
export const action = ({ request }: ActionFunctionArgs) => loginAction(request, 'webadmin');

export default LoginPage;
