import type { ReactNode } from 'react';
import { PageHero } from '~/components/pages/PageHero';
import { PublicShell } from '~/components/PublicShell';

/**
 * The frame of the news, reviews and contact pages: the public shell and the shared page hero
 * (breadcrumb, eyebrow, the page's h1 `#page-title` and its introduction), then the content.
 * `trail` adds a middle crumb (a news item).
 */
export function SitePage({
  eyebrow,
  title,
  intro,
  trail,
  children,
}: {
  eyebrow: ReactNode;
  title: string;
  intro?: ReactNode;
  trail?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <PublicShell>
      <PageHero eyebrow={eyebrow} title={title} lead={intro} trail={trail} />
      {children}
    </PublicShell>
  );
}
