import { createBrowserRouter, Navigate, Route } from 'react-router-dom';
import { AdminContext, CustomRoutes, Resource, type I18nProvider, type Store } from 'react-admin';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { ConsoleAdminUI } from './ConsoleAdminUI';
import { theme } from './theme';
import customers from './customers';
import agents from './agents';
import accountants from './accountants';
import preregisteredAgents from './preregistered-agents';
import deliveries from './deliveries';
import products from './products';
import vouchers from './vouchers';
import news from './news';
import emails from './emails';
import payments from './payments';
import { PendingPaypalPage, PendingPaypalShow, PendingSettlePage, PendingValidationPage, SettlementHistoryPage, SettlementShow, SettlementSummaryPage } from './settlements';
import orders from './orders';
import invoices from './invoices';
import applications from './applications';
import searches from './searches';
import ipRecords, { patents, trademarks } from './ip-records';
import exportsResource from './exports';
import ratings from './ratings';
import auditLogs from './audit-logs';
import auditMails from './audit-mails';
import reportedIssues from './reported-issues';
import jobs from './jobs';
import { lazyScreen } from './common/lazyScreen';

// Every screen is loaded when it is first opened (issue 17); the resource folders do the same.
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard', 'dashboard');
const ProfilePage = lazyScreen(() => import('./profile/ProfilePage'), 'ProfilePage', 'profile');
const PasswordPage = lazyScreen(() => import('./password/PasswordPage'), 'PasswordPage', 'password');
const TwoFactorPage = lazyScreen(() => import('./two-factor/TwoFactorPage'), 'TwoFactorPage', 'two-factor');
const ConfigurationPage = lazyScreen(() => import('./configuration/ConfigurationPage'), 'ConfigurationPage', 'configuration');
const WhitelistPage = lazyScreen(() => import('./whitelist/WhitelistPage'), 'WhitelistPage', 'whitelists');
const DeliveryPricesPage = lazyScreen(() => import('./delivery-prices/DeliveryPricesPage'), 'DeliveryPricesPage', 'prices');

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
 * lands on the login page. Each resource page asks authProvider.canAccess (shared policies); a
 * denied one renders <AccessDenied>. The sidebar lists only what the role may open (Menu.tsx).
 */
export function ConsoleAdmin({ i18nProvider, store }: ConsoleProps) {
  return (
    <AdminContext basename={CONSOLE_BASENAME} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme} darkTheme={null}>
      <ConsoleAdminUI title="IPRenew Console" dashboard={Dashboard} requireAuth disableTelemetry>
      <Resource {...products} options={{ label: 'admin:menu.product' }} />
      <Resource {...applications} options={{ label: 'admin:menu.applications' }} />
      <Resource {...searches} options={{ label: 'console-applications:console.searches_title' }} />
      <Resource {...trademarks} options={{ label: 'admin:menu.trademark' }} />
      <Resource {...patents} options={{ label: 'admin:menu.patent' }} />
      <Resource {...ipRecords} options={{ label: 'ip-records:console.detail' }} />
      <Resource {...customers} options={{ label: 'admin:menu.customers' }} />
      <Resource {...agents} options={{ label: 'admin:menu.agents' }} />
      <Resource {...accountants} options={{ label: 'admin:menu.accountants' }} />
      <Resource {...preregisteredAgents} options={{ label: 'admin:menu.preregistered_agents' }} />
      <Resource {...deliveries} options={{ label: 'admin:menu.delivery' }} />
      <Resource {...reportedIssues} options={{ label: 'admin:menu.reported_issue' }} />
      <Resource {...invoices} options={{ label: 'admin:menu.invoices' }} />
      <Resource {...payments} options={{ label: 'payments:console.payments_title' }} />
      <Resource {...orders} options={{ label: 'payments:console.orders_title' }} />
      <Resource {...ratings} options={{ label: 'admin:menu.rating' }} />
      <Resource {...auditMails} options={{ label: 'admin:menu.auditmails' }} />
      <Resource {...auditLogs} options={{ label: 'admin:menu.audit_log' }} />
      <Resource {...jobs} options={{ label: 'admin:menu.jobs' }} />
      <Resource {...news} options={{ label: 'admin:menu.news' }} />
      <Resource {...exportsResource} options={{ label: 'admin:menu.export' }} />
      <Resource {...emails} options={{ label: 'admin:menu.email' }} />
      <Resource {...vouchers} options={{ label: 'admin:menu.voucher' }} />
      <CustomRoutes>
        <Route path="/overview" element={<Dashboard />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/password" element={<PasswordPage />} />
        <Route path="/two-factor" element={<TwoFactorPage />} />
        <Route path="/configuration" element={<ConfigurationPage />} />
        <Route path="/whitelists" element={<WhitelistPage />} />
        <Route path="/prices" element={<DeliveryPricesPage />} />
        <Route path="/settlements/pending/settle" element={<PendingSettlePage />} />
        <Route path="/settlements/pending/validation" element={<PendingValidationPage />} />
        <Route path="/settlements/pending/paypal" element={<PendingPaypalPage />} />
        <Route path="/settlements/pending/paypal/:id" element={<PendingPaypalShow />} />
        <Route path="/settlements/history" element={<SettlementHistoryPage />} />
        <Route path="/settlements/summary" element={<SettlementSummaryPage />} />
        <Route path="/settlements/view/:id" element={<SettlementShow />} />
      </CustomRoutes>
      </ConsoleAdminUI>
    </AdminContext>
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
