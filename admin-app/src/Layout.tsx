import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AppBar,
  Layout,
  Logout,
  TitlePortal,
  UserMenu,
  useTranslate,
  useUserMenu,
  type LayoutProps,
} from 'react-admin';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import KeyIcon from '@mui/icons-material/Key';
import { BrandTitle } from './brand/Logo';
import { ConsoleMenu } from './Menu';

/** A user-menu entry that navigates inside the console and closes the menu. */
const UserMenuLink = forwardRef<HTMLAnchorElement, { to: string; labelKey: string; icon: ReactNode }>(function UserMenuLink(
  { to, labelKey, icon },
  ref,
) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} ref={ref} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(labelKey)}</ListItemText>
    </MenuItem>
  );
});

/** ACC-72: My Profile, Change Password, Logout. */
function ConsoleUserMenu() {
  return (
    <UserMenu>
      <UserMenuLink to="/profile" labelKey="admin:menu.profile" icon={<PersonIcon fontSize="small" />} />
      <UserMenuLink to="/password" labelKey="admin:menu.change_password" icon={<KeyIcon fontSize="small" />} />
      <Logout />
    </UserMenu>
  );
}

function ConsoleAppBar() {
  return (
    <AppBar color="primary" userMenu={<ConsoleUserMenu />}>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', mr: 2 }}>
        <BrandTitle />
      </Box>
      <TitlePortal sx={{ opacity: 0.9 }} />
    </AppBar>
  );
}

export function ConsoleLayout({ children, ...props }: LayoutProps & { children?: ReactNode }) {
  return (
    <Layout {...props} appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </Layout>
  );
}
