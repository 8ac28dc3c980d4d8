import type { ComponentType } from 'react';
import { Menu, useTranslate } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LabelIcon from '@mui/icons-material/Label';
import { visibleMenu } from './access/menu';
import { useRoleId } from './common/permissions';

const ICONS: Record<string, ComponentType> = {
  dashboard: DashboardIcon,
  customers: PeopleIcon,
  agents: SupportAgentIcon,
  accountants: AccountBalanceIcon,
  'preregistered-agents': HowToRegIcon,
};

/** The sidebar (ACL-10..13): the shared menu config filtered by the role's route access. */
export function ConsoleMenu() {
  const roleId = useRoleId();
  const translate = useTranslate();
  return (
    <Menu>
      {visibleMenu(roleId).map((entry) => {
        const Icon = ICONS[entry.target] ?? LabelIcon;
        if (entry.target === 'dashboard') {
          // The dashboard item matches '/' exactly (a plain item at '/' would stay active everywhere).
          return <Menu.DashboardItem key={entry.routeKey} primaryText={translate(entry.labelKey)} leftIcon={<Icon />} />;
        }
        return (
          <Menu.Item
            key={entry.routeKey}
            to={entry.to}
            primaryText={translate(entry.labelKey)}
            leftIcon={<Icon />}
          />
        );
      })}
    </Menu>
  );
}
