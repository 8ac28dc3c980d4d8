import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { useBasename, useCheckAuth, useLocation, useNavigate, useTranslate } from 'react-admin';
import { staffSignInPath } from '@iprenew/models/browser';
import { AUTH_MESSAGES } from '../providers/authProvider';

/**
 * One sign-in design (issue 16): the console has no sign-in form of its own. Where react-admin sends
 * a signed-out visitor (/admin/login, /admin/login?role=accountant) the browser goes to the Remix
 * sign-in — /webadmin for super admins and admins, /login?role=accountant for accountants — with its
 * language switch, human check and messages, which lands back in /admin. The server redirects a
 * request for /admin/login the same way; this covers the navigation inside the console.
 * A signed-in staff member goes to the dashboard (ACC-4); a customer or agent signed in to the Remix
 * app is told why the console stays closed (ACL-9) and keeps their session.
 */
export function LoginPage() {
  const translate = useTranslate();
  const location = useLocation();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const basename = useBasename();
  const [refused, setRefused] = useState(false);
  const target = staffSignInPath(new URLSearchParams(location.search).get('role'));
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(`${basename}/`))
      .catch((refusal: unknown) => {
        const message = refusal && typeof refusal === 'object' ? (refusal as { message?: unknown }).message : undefined;
        if (message === AUTH_MESSAGES.notConsoleUser) setRefused(true);
        else window.location.replace(target);
      });
  }, [basename, checkAuth, navigate, target]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 2 }}>
      {refused ? (
        <Alert severity="warning" role="alert" sx={{ maxWidth: 480 }}>
          {translate(AUTH_MESSAGES.notConsoleUser)}{' '}
          <Link href="/" underline="always">
            {translate('admin:login.back_to_site')}
          </Link>
        </Alert>
      ) : (
        <>
          <CircularProgress size={28} />
          <Typography role="status">
            <Link href={target} underline="always">
              {translate('admin:login.to_sign_in')}
            </Link>
          </Typography>
        </>
      )}
    </Box>
  );
}
