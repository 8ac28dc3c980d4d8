/**
 * Every public page the site header and footer link to (PUB-1..29, ACL-17, ACL-18). The labels are
 * `pages:shell.links.<key>`.
 */
export const SITE_LINKS = {
  home: '/',
  trademark: '/trademark',
  patent: '/patent-registration',
  priceChecker: '/price-checker',
  process: '/tm-flow',
  news: '/news',
  reviews: '/reviews',
  faq: '/faq',
  about: '/aboutus',
  terms: '/tnc',
  contact: '/contactus',
  login: '/login',
  register: '/register',
} as const;

export type SiteLink = keyof typeof SITE_LINKS;

/** The header's main navigation (wide screens); the menu lists the others there, and every page on small screens. */
export const HEADER_LINKS: readonly SiteLink[] = ['trademark', 'patent', 'process', 'priceChecker'];

/** The menu: every page, in reading order. */
export const MENU_LINKS: readonly SiteLink[] = ['home', 'trademark', 'patent', 'process', 'priceChecker', 'faq', 'news', 'reviews', 'about', 'contact', 'terms'];

/** The footer's link columns. */
export const FOOTER_GROUPS: readonly { heading: 'services' | 'company' | 'account'; links: readonly SiteLink[] }[] = [
  { heading: 'services', links: ['trademark', 'patent', 'priceChecker', 'process'] },
  { heading: 'company', links: ['about', 'news', 'reviews', 'faq', 'contact', 'terms'] },
  { heading: 'account', links: ['login', 'register'] },
];

/** Whether `href` is the page at `pathname` (for aria-current). */
export function isCurrent(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
