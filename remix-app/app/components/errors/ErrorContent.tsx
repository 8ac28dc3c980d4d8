import { isRouteErrorResponse } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PublicShell } from '~/components/PublicShell';

/** What an error page says (PUB-31, SYS-7): "Page not found" for a 404, else the generic problem text. */
export function ErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!notFound) console.error(error);
  const key = notFound ? 'errors.notFound' : 'errors.generic';
  return (
    <section className="error-page" aria-labelledby="error-title" data-testid="error-page">
      <div className="container error-page__inner">
        <p className="error-page__code">{t(`${key}.code`, { status })}</p>
        <h1 id="error-title">{t(`${key}.title`)}</h1>
        <p className="error-page__text">{t(`${key}.text`)}</p>
        <a className="button button--primary" href="/">
          {t(`${key}.home`)}
        </a>
      </div>
    </section>
  );
}

/** The namespaces of the public error page (its shell's and its own). */
export const ERROR_PAGE_NAMESPACES = ['common', 'pages'];

/**
 * The error page of the public area, and of any area that cannot draw its own frame. A page's
 * routes do not declare its error page's strings: when a client-side navigation ends here, this
 * waits for them (ADR 068) — inside the router's transition, so the previous page stays meanwhile.
 */
export function PublicErrorPage({ error }: { error: unknown }) {
  useTranslation(ERROR_PAGE_NAMESPACES, { useSuspense: true });
  return (
    <PublicShell>
      <ErrorContent error={error} />
    </PublicShell>
  );
}
