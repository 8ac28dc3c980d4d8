import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { PublicShell } from '~/components/PublicShell';
import { CtaBand } from './CtaBand';
import { PageHero } from './PageHero';

interface InfoPageProps {
  /** i18n prefix of the page's hero strings in `pages` (eyebrow, title, lead). */
  prefix: string;
  /** Overrides the h1 text (e.g. a title shared with another namespace). */
  title?: string;
  children: ReactNode;
  /** Shows the price checker / registration band at the end (marketing pages). */
  cta?: boolean;
}

/**
 * The frame of an informational page (PUB-3..21): the public shell, a breadcrumb, one h1 with its
 * eyebrow and lead, the page's sections, and optionally the call-to-action band.
 */
export function InfoPage({ prefix, title, children, cta = false }: InfoPageProps) {
  const { t } = useTranslation('pages');
  const heading = title ?? t(`${prefix}.title`);
  return (
    <PublicShell>
      <PageHero eyebrow={t(`${prefix}.eyebrow`)} title={heading} lead={t(`${prefix}.lead`)} />
      {children}
      {cta ? <CtaBand /> : null}
    </PublicShell>
  );
}

/** A titled block of an informational page; `tinted` alternates the background. */
export function InfoSection({ id, title, tinted = false, children }: { id: string; title: string; tinted?: boolean; children: ReactNode }) {
  return (
    <section className={`section info-section${tinted ? ' section--tinted' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="info-section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
