import type { MetaDescriptor } from '@remix-run/node';
import { lookup } from '~/i18n';
import { rootNamespace } from '~/lib/root-data';

/** <title> and description of a site page from the page's `site` strings. */
export function siteMeta(matches: readonly { id: string; data?: unknown }[], page: 'news' | 'reviews' | 'contact', title?: string): MetaDescriptor[] {
  const strings = rootNamespace(matches, 'site');
  const pageTitle = title ? `${title} | IPRenew` : (lookup(strings, `${page}.metaTitle`) ?? 'IPRenew');
  const description = lookup(strings, `${page}.intro`) ?? '';
  return [
    { title: pageTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: pageTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: title ? 'article' : 'website' },
  ];
}
