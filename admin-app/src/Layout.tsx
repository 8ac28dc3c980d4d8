import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AppBar,
  Layout,
  Logout,
  TitlePortal,
  UserMenu,
  useBasename,
  useGetIdentity,
  useTranslate,
  useUserMenu,
  type LayoutProps,
} from 'react-admin';
import { Alert, Box, Button, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import KeyIcon from '@mui/icons-material/Key';
import SecurityIcon from '@mui/icons-material/Security';
import UndoIcon from '@mui/icons-material/Undo';
import { BrandTitle } from './brand/Logo';
import { ConsoleMenu } from './Menu';

/** A user-menu entry that navigates inside the console and closes the menu. */
const UserMenuLink = forwardRef<HTMLAnchorElement, { to: string; labelKey: string; icon: ReactNode }>(function UserMenuLink(
  { to, labelKey, icon },
  ref,
) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const basename = useBasename();
  return (
    <MenuItem component={Link} ref={ref} to={`${basename}${to}`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(labelKey)}</ListItemText>
    </MenuItem>
  );
});

/** The form both revert controls submit: the Remix app's revert action (ACC-69), as for the navbar. */
const REVERT_FORM_ID = 'revert-impersonation';
const REVERT_ACTION = '/impersonation/revert';

/** The staff member behind this session when it is an impersonation (GET /me), else null. */
function useImpersonator(): { name: string | null; email: string } | null {
  const { identity } = useGetIdentity();
  const impersonator = (identity as { impersonator?: { name: string | null; email: string } | null } | undefined)?.impersonator;
  return impersonator ?? null;
}

/**
 * ACC-68/69: while an admin is signed in as an accountant, a banner above every screen says so and
 * holds the revert button. It posts a plain form (a document request, as the Remix navbar's): the
 * server opens the admin's session again and answers a redirect to the Accountant list, or shows
 * 'An error has occured when reverting impersonation' (ACC-70).
 */
function ImpersonationBanner() {
  const translate = useTranslate();
  const impersonator = useImpersonator();
  const { identity } = useGetIdentity();
  if (!impersonator) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-action': { pt: 0 } }}
      action={
        <Box component="form" id={REVERT_FORM_ID} method="post" action={REVERT_ACTION} sx={{ m: 0 }}>
          <Button type="submit" color="inherit" size="small" variant="outlined" startIcon={<UndoIcon />}>
            {translate('nav:navbar.revertImpersonation')}
          </Button>
        </Box>
      }
    >
      {translate('nav:navbar.impersonating', { name: identity?.fullName ?? '', admin: impersonator.name ?? impersonator.email })}
    </Alert>
  );
}

/** ACC-68: the same revert in the user menu; it submits the banner's form. */
const RevertMenuItem = forwardRef<HTMLButtonElement>(function RevertMenuItem(_props, ref) {
  const translate = useTranslate();
  return (
    <MenuItem component="button" ref={ref} type="submit" form={REVERT_FORM_ID} sx={{ width: '100%' }}>
      <ListItemIcon>
        <UndoIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('nav:navbar.revertImpersonation')}</ListItemText>
    </MenuItem>
  );
});

/** ACC-72: My Profile, Change Password, Two-factor sign-in (issue 18), Logout (and the revert while impersonating, ACC-68). */
function ConsoleUserMenu() {
  const impersonator = useImpersonator();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name: its accessible name starts with it (WCAG 2.5.3, axe's
  // label-content-name-mismatch); react-admin's own label would be "Profile" alone.
  const label = identity?.fullName ? translate('admin:menu.user_menu_named', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      {impersonator ? <RevertMenuItem /> : null}
      <UserMenuLink to="/profile" labelKey="admin:menu.profile" icon={<PersonIcon fontSize="small" />} />
      <UserMenuLink to="/password" labelKey="admin:menu.change_password" icon={<KeyIcon fontSize="small" />} />
      <UserMenuLink to="/two-factor" labelKey="admin:menu.two_factor" icon={<SecurityIcon fontSize="small" />} />
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
      <ImpersonationBanner />
      {children}
    </Layout>
  );
}
