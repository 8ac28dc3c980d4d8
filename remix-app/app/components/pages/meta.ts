import type { MetaDescriptor } from '@remix-run/node';
import { lookup } from '~/i18n';
import { rootDataIn, rootNamespace } from '~/lib/root-data';

export type InfoPageKey = 'trademark' | 'patent' | 'about' | 'flow' | 'faq' | 'tnc';

const OG_LOCALE = { en: 'en_MY', bm: 'ms_MY', cn: 'zh_CN' } as const;

/**
 * <title>, description and Open Graph tags of a public page in the page's language (any public page
 * may use it: title and description already translated).
 */
export function publicPageMeta({ title, description, language, type = 'website' }: { title: string; description: string; language: keyof typeof OG_LOCALE; type?: 'website' | 'article' }): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: 'IPRenew' },
    { property: 'og:locale', content: OG_LOCALE[language] },
    { name: 'twitter:card', content: 'summary' },
  ];
}

/** The meta tags of an informational page from the page's `pages` strings (`pages:meta.<page>`). */
export function infoPageMeta(matches: readonly { id: string; data?: unknown }[], page: InfoPageKey): MetaDescriptor[] {
  const root = rootDataIn(matches);
  const strings = rootNamespace(matches, 'pages');
  return publicPageMeta({
    title: lookup(strings, `meta.${page}.title`) ?? 'IPRenew',
    description: lookup(strings, `meta.${page}.description`) ?? '',
    language: root?.language ?? 'en',
  });
}
