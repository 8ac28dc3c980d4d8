import type { Language } from '@iprenew/models/browser';
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { PublicErrorPage } from '~/components/errors/ErrorContent';
import { HTML_LANG, lookup } from '~/i18n';
import { catalogueVersion, getLanguage } from '~/i18next.server';
import { requestLanguages } from '~/lib/i18n.server';
import { useNonce } from '~/lib/nonce';
import { CatalogueLinks, PageCatalogueScript, readNamespace, SHELL_NAMESPACES, usePageNamespaces } from '~/lib/page-catalogue';
import appStyles from '~/styles/app.css?url';

export const THEME_COLOR = '#0E4D64';

/** Every page's own strings (ADR 068): each route adds its namespaces in `handle.i18n`. */
export const handle = { i18n: SHELL_NAMESPACES };

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const url = new URL(request.url);
  // I18N-3: the switch offers the languages of this page's area.
  const languages = await requestLanguages(request);
  url.searchParams.delete('lng');
  return {
    language,
    languages,
    htmlLang: HTML_LANG[language],
    // The version in the URLs of the page's namespaces (ADR 068, lib/page-catalogue.tsx).
    catalogueVersion: catalogueVersion(),
    // Where the language switch sends the visitor back to.
    path: `${url.pathname}${url.search}`,
    year: new Date().getFullYear(),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export const headers: HeadersFunction = () => ({
  // The page's language follows the cookie and Accept-Language.
  Vary: 'Cookie, Accept-Language',
});

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: appStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const common = data ? readNamespace(data.language, 'common') : undefined;
  const siteName = lookup(common, 'brand.name') ?? 'IPRenew';
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const title = lookup(common, notFound ? 'errors.notFound.title' : 'errors.generic.title') ?? 'Error';
    return [{ title: `${title} | ${siteName}` }, { name: 'robots', content: 'noindex' }];
  }
  return [
    { title: siteName },
    { name: 'description', content: lookup(common, 'brand.tagline') ?? '' },
  ];
};

/** Keeps the pages' translator on the page's language (the server's choice: cookie, query, header). */
function useLanguage(language: Language | undefined) {
  const { i18n } = useTranslation();
  if (language && i18n.language !== language) void i18n.changeLanguage(language);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // The page's strings are there before it renders (ADR 068): inlined, or loaded during a navigation.
  usePageNamespaces(data?.language);
  useLanguage(data?.language);
  return (
    <html lang={data?.htmlLang ?? 'en'} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <meta name="color-scheme" content="light" />
        <Meta />
        <Links />
        <CatalogueLinks language={data?.language} version={data?.catalogueVersion} />
      </head>
      <body>
        {children}
        <PageCatalogueScript nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The public area's error page (and the last resort for every other area). */
export function ErrorBoundary() {
  return <PublicErrorPage error={useRouteError()} />;
}
