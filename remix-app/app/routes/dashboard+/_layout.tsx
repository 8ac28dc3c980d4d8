import { findRoute, type NotificationSummary } from '@iprenew/models';
import { redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useMatches, useRouteError } from '@remix-run/react';
import { ErrorContent, PublicErrorPage } from '~/components/errors/ErrorContent';
import { DashboardShell } from '~/components/shell/DashboardShell';
import { routeKeyForPath, shellData } from '~/routes/dashboard+/shell.server';
import shellStyles from '~/components/shell/shell.css?url';
import { requirePage } from '~/lib/guard.server';
import { useRootData } from '~/lib/root-data';

/**
 * The signed-in layout (ACC-72, ACC-73, ACL-10, ACL-16): navbar and the role's sidebar around every
 * /dashboard page. Its loader runs the same guard as the page it wraps (the page's route key is found
 * from the path), so the status rules and role lists are applied once, by the policy table.
 * Staff (1, 2, 5) work in the console: the guard sends them to /admin unless they impersonate someone.
 */
export const handle = { i18n: ['common', 'nav', 'auth'], shell: 'dashboard' };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: shellStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.pathname === '/dashboard' || url.pathname === '/dashboard/') throw redirect('/dashboard/overview');
  const key = routeKeyForPath(url.pathname);
  if (!findRoute(key)) throw new Response('Not Found', { status: 404 });
  const { user, impersonator } = await requirePage(request, key);
  return shellData(user, impersonator ?? null);
}

/**
 * The dots as the page itself last counted them (ADR 043): a page that marks items read (an
 * application, a job, the report replies) answers `notifications` after doing so, while this
 * layout's loader counted in parallel, possibly before.
 */
function usePageNotifications(): NotificationSummary | null {
  const found = useMatches()
    .map((match) => match.data)
    .filter((value): value is { notifications: NotificationSummary } => typeof value === 'object' && value !== null && 'notifications' in value);
  return found.at(-1)?.notifications ?? null;
}

export default function DashboardLayout() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData();
  const fresh = usePageNotifications();
  return (
    <DashboardShell {...data} notifications={fresh ?? data.notifications} language={root.language} path={root.path}>
      <Outlet />
    </DashboardShell>
  );
}

/**
 * The dashboard area's error page: a page of the area that fails (a record that is not the user's,
 * an unexpected error) keeps the navbar and the role's sidebar around the message. When the layout's
 * own loader failed (a role the page is not for) there is no shell to draw: the public error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const shell = useMatches().find((match) => (match.handle as { shell?: string } | undefined)?.shell === 'dashboard')?.data as ReturnType<typeof useLoaderData<typeof loader>> | undefined;
  if (!shell) return <PublicErrorPage error={error} />;
  return (
    <DashboardShell {...shell} language={root.language} path={root.path}>
      <ErrorContent error={error} />
    </DashboardShell>
  );
}
