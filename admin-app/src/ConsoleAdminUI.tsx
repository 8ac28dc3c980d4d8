import { lazy, Suspense, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { AuthenticationError, CoreAdminUI, Error as ErrorPage, LoadingPage, NotFound, type CoreAdminUIProps, type LayoutProps } from 'react-admin';
import { LoginPage } from './login/LoginPage';
import { AccessDenied } from './AccessDenied';
import { ConsoleNotification } from './common/ConsoleNotification';
import { loadSignedInCatalogue } from './providers/i18nProvider';

// The signed-in frame (app bar, side menu, user menu) and the rest of the reader's catalogue load
// once someone is signed in (issue 17, ADR 079): the first load carries what every visitor needs,
// the sign-in redirect and the loading page.
const LazyLayout = lazy(() => Promise.all([import('./Layout'), loadSignedInCatalogue()]).then(([module]) => ({ default: module.ConsoleLayout })));

/** The layout react-admin renders around every signed-in screen: the lazy frame, loading meanwhile. */
function SignedInFrame(props: LayoutProps & { children?: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <LazyLayout {...props} />
    </Suspense>
  );
}

/**
 * react-admin's <AdminUI> with every part named (ADR 079). <Admin> would also bundle the parts we
 * replace — its own sign-in form (with the form library), its default layout and the OAuth callback
 * page — into the first load, because they are its default props. The console signs in through the
 * Remix pages (LoginPage redirects there), so none of them is ever shown.
 */
export function ConsoleAdminUI(props: Omit<CoreAdminUIProps, 'layout' | 'loginPage' | 'accessDenied' | 'catchAll' | 'error' | 'loading' | 'authenticationError' | 'authCallbackPage'>) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        {...props}
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        catchAll={NotFound as CoreAdminUIProps['catchAll']}
        error={ErrorPage}
        layout={SignedInFrame}
        loading={LoadingPage}
        loginPage={LoginPage}
      />
      <ConsoleNotification />
    </CssBaseline>
  );
}
