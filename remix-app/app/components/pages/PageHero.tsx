import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';

interface PageHeroProps {
  eyebrow: ReactNode;
  title: string;
  lead?: ReactNode;
  /** A middle crumb between Home and the page (e.g. News on a news item). */
  trail?: { href: string; label: string };
}

/**
 * The hero of a public page: breadcrumb (Home / … / page), eyebrow, the page's one h1 and its lead.
 * Shared by the informational pages and any public page that wants the same header.
 */
export function PageHero({ eyebrow, title, lead, trail }: PageHeroProps) {
  const { t } = useTranslation('pages');
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="container">
        <nav className="breadcrumb" aria-label={t('shell.breadcrumb')}>
          <ol>
            <li>
              <a href="/">{t('shell.links.home')}</a>
            </li>
            {trail ? (
              <li>
                <a href={trail.href}>{trail.label}</a>
              </li>
            ) : null}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <p className="eyebrow page-hero__eyebrow">{eyebrow}</p>
        <h1 id="page-title">{title}</h1>
        {lead ? <p className="page-hero__lead">{lead}</p> : null}
      </div>
    </section>
  );
}
