import { createBrowserRouter, Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, type I18nProvider, type Store } from 'react-admin';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { LoginPage } from './login/LoginPage';
import { Dashboard } from './dashboard/Dashboard';
import { ConsoleLayout } from './Layout';
import { theme } from './theme';

/** Where the Node server mounts the console (same origin as /api/admin). */
export const CONSOLE_BASENAME = '/admin';

export const authProvider = createAuthProvider({ basename: CONSOLE_BASENAME });
export const dataProvider = createDataProvider();

interface ConsoleProps {
  i18nProvider: I18nProvider;
  store: Store;
}

/**
 * The staff console. `requireAuth`: nothing renders before checkAuth, and an anonymous visitor
 * lands on the login page. Resources are added by later issues.
 */
export function ConsoleAdmin({ i18nProvider, store }: ConsoleProps) {
  return (
    <Admin
      basename={CONSOLE_BASENAME}
      title="IPRenew Console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      darkTheme={null}
      layout={ConsoleLayout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/overview" element={<Dashboard />} />
      </CustomRoutes>
    </Admin>
  );
}

/**
 * Real paths (/admin/login, /admin/vouchers/12), not react-admin's default hash router, so the
 * server's /admin/* SPA fallback, deep links and the Remix redirects (/admin/login?role=accountant)
 * all work. A data router, so react-admin can block navigation on unsaved forms.
 */
export function createConsoleRouter(props: ConsoleProps) {
  return createBrowserRouter([
    { path: `${CONSOLE_BASENAME}/*`, element: <ConsoleAdmin {...props} /> },
    { path: '*', element: <Navigate to={`${CONSOLE_BASENAME}/`} replace /> },
  ]);
}
