import { useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { PageHero } from '~/components/pages/PageHero';
import { PublicShell } from '~/components/PublicShell';
import type { loader as rootLoader } from '~/root';

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
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <PublicShell language={root?.language ?? 'en'} redirectTo={root?.path ?? '/'} year={root?.year ?? new Date().getFullYear()}>
      <PageHero eyebrow={eyebrow} title={title} lead={intro} trail={trail} />
      {children}
    </PublicShell>
  );
}
