import type { ComponentType, ReactNode } from 'react';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import { Badge, Box, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LabelIcon from '@mui/icons-material/Label';
import PublicIcon from '@mui/icons-material/Public';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SettingsIcon from '@mui/icons-material/Settings';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PaidIcon from '@mui/icons-material/Paid';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import HistoryIcon from '@mui/icons-material/History';
import BarChartIcon from '@mui/icons-material/BarChart';
import vouchers from './vouchers';
import news from './news';
import emails from './emails';
import deliveries from './deliveries';
import payments from './payments';
import orders from './orders';
import invoices from './invoices';
import applications from './applications';
import searches from './searches';
import { patents, trademarks } from './ip-records';
import exportsResource from './exports';
import ratings from './ratings';
import auditLogs from './audit-logs';
import auditMails from './audit-mails';
import reportedIssues from './reported-issues';
import jobs from './jobs';
import { visibleMenu } from './access/menu';
import { unreadFor, useNotificationCounts } from './common/notifications';
import { useRoleId } from './common/permissions';
import { preloadScreens } from './common/lazyScreen';

const ICONS: Record<string, ComponentType> = {
  dashboard: DashboardIcon,
  customers: PeopleIcon,
  products: PublicIcon,
  agents: SupportAgentIcon,
  accountants: AccountBalanceIcon,
  'preregistered-agents': HowToRegIcon,
  deliveries: deliveries.icon,
  prices: LocalShippingIcon,
  configuration: SettingsIcon,
  whitelists: VerifiedUserIcon,
  'settlements-pending-settle': PaidIcon,
  'settlements-pending-validation': FactCheckIcon,
  'settlements-pending-paypal': AccountBalanceWalletIcon,
  'settlement-history': HistoryIcon,
  'settlement-summary': BarChartIcon,
  vouchers: vouchers.icon,
  news: news.icon,
  emails: emails.icon,
  payments: payments.icon,
  orders: orders.icon,
  invoices: invoices.icon,
  applications: applications.icon,
  searches: searches.icon,
  trademarks: trademarks.icon,
  patents: patents.icon,
  exports: exportsResource.icon,
  ratings: ratings.icon,
  'audit-logs': auditLogs.icon,
  'audit-mails': auditMails.icon,
  'reported-issues': reportedIssues.icon,
  jobs: jobs.icon,
};

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** ACL-14: the sidebar's title is the product name (nav:sidebar.title = "{{product}}"), while the sidebar is open. */
function MenuTitle() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <Typography
      component="p"
      sx={{ px: 2, pt: 1.5, pb: 1, mb: 0.5, fontWeight: 750, fontSize: '1.05rem', color: 'primary.main', borderBottom: 1, borderColor: 'divider' }}
    >
      {translate('nav:sidebar.title', { product: translate('common:brand.name') })}
    </Typography>
  );
}

/** ACL-15: a dot on the entry's icon when something waits there; the count is read out with the label. */
function withDot(icon: ReactNode, label: string, unread: number, translate: ReturnType<typeof useTranslate>) {
  const note = translate('nav:sidebar.unread', { count: unread });
  return {
    leftIcon: (
      <Badge variant="dot" color="error" invisible={unread === 0} overlap="circular" data-unread={unread || undefined}>
        {icon}
      </Badge>
    ),
    primaryText: (
      <>
        {label}
        {unread > 0 ? <Box component="span" sx={VISUALLY_HIDDEN}>{` — ${note}`}</Box> : null}
      </>
    ),
  };
}

/** The sidebar (ACL-10..13): the shared menu config filtered by the role's route access, with dots. */
export function ConsoleMenu() {
  const roleId = useRoleId();
  const translate = useTranslate();
  const counts = useNotificationCounts();
  // The console runs under /admin inside the app's own router: a custom item's `to` is a router path,
  // so it carries the basename (react-admin's own links add it through useCreatePath).
  const basename = useBasename();
  return (
    <Menu>
      <MenuTitle />
      {visibleMenu(roleId).map((entry) => {
        const Icon = ICONS[entry.target] ?? LabelIcon;
        const content = withDot(<Icon />, translate(entry.labelKey), unreadFor(entry.target, counts), translate);
        // The entry's screens start loading when it is pointed at or focused (issue 17, ADR 070).
        const preload = () => void preloadScreens(entry.target).catch(() => undefined);
        const props = { ...content, onPointerEnter: preload, onFocus: preload };
        if (entry.target === 'dashboard') {
          // The dashboard item matches '/' exactly (a plain item at '/' would stay active everywhere).
          return <Menu.DashboardItem key={entry.routeKey} {...props} />;
        }
        return <Menu.Item key={entry.routeKey} to={`${basename}${entry.to}`} {...props} />;
      })}
    </Menu>
  );
}
