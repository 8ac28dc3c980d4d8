import type { Language } from '@iprenew/models/browser';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { useRootData } from '~/lib/root-data';
import { FOOTER_GROUPS, HEADER_LINKS, isCurrent, MENU_LINKS, SITE_LINKS, type SiteLink } from './pages/site-links';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { useScrolledPast } from './shell/use-scrolled-past';

interface ShellProps {
  /** Overrides of the root loader's language, return path and year (tests; the maintenance page's fixed path). */
  language?: Language;
  redirectTo?: string;
  year?: number;
  children: ReactNode;
}

/**
 * Header, main landmark and footer of the public pages. The header links the main pages on wide
 * screens; below that a <details> menu lists every page, so it opens without JavaScript. The footer
 * links every public page (site-links.ts).
 */
export function PublicShell({ children, ...overrides }: ShellProps) {
  const frame = useRootData();
  const language = overrides.language ?? frame.language;
  const redirectTo = overrides.redirectTo ?? frame.path;
  const year = overrides.year ?? frame.year;
  const { t } = useTranslation('common');
  // SYS-13: the navbar takes its scrolled colour past 10 px (scroll read at most every 66 ms).
  const scrolled = useScrolledPast();
  const { t: tp } = useTranslation('pages');
  const pathname = redirectTo.split(/[?#]/)[0] || '/';
  const link = (key: SiteLink, className?: string) => (
    <a href={SITE_LINKS[key]} className={className} aria-current={isCurrent(SITE_LINKS[key], pathname) ? 'page' : undefined}>
      {tp(`shell.links.${key}`)}
    </a>
  );
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="site-header" data-scrolled={scrolled ? 'true' : undefined}>
        <div className="container site-header__inner">
          <a className="site-header__brand" href="/">
            <Logo label={t('brand.homeLink')} />
          </a>
          <nav className="site-nav" aria-label={t('nav.primary')}>
            <ul>
              {HEADER_LINKS.map((key) => (
                <li key={key}>{link(key)}</li>
              ))}
            </ul>
          </nav>
          <div className="site-header__account">
            {link('login', 'site-header__login')}
            {link('register', 'button button--primary button--small')}
          </div>
          <div className="site-header__lang">
            <LanguageSwitch current={language} redirectTo={redirectTo} />
          </div>
          <details className="site-menu">
            <summary className="site-menu__toggle">
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="site-menu__label">{tp('shell.menu')}</span>
            </summary>
            <div className="site-menu__panel">
              <nav aria-label={tp('shell.mobileNav')}>
                <ul className="site-menu__links">
                  {MENU_LINKS.map((key) => (
                    <li key={key} className={HEADER_LINKS.includes(key) ? 'site-menu__item--header' : undefined}>
                      {link(key)}
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="site-menu__account">
                {link('login', 'button button--outline')}
                {link('register', 'button button--primary')}
              </div>
              <div className="site-menu__lang">
                <LanguageSwitch current={language} redirectTo={redirectTo} />
              </div>
            </div>
          </details>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer" aria-label={t('footer.label')}>
        <div className="container site-footer__grid">
          <div className="site-footer__about">
            <Logo tone="light" label={t('brand.name')} />
            <p>{t('footer.about')}</p>
            <address className="site-footer__address">
              <strong>{t('footer.company')}</strong>
              <br />
              {t('footer.address')}
            </address>
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.heading} aria-labelledby={`footer-${group.heading}`}>
              <h2 className="site-footer__heading" id={`footer-${group.heading}`}>
                {tp(`shell.footer.${group.heading}`)}
              </h2>
              <ul className="site-footer__links">
                {group.links.map((key) => (
                  <li key={key}>{link(key)}</li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__bottom">
          <div className="container">
            <p>{t('footer.copyright', { year })}</p>
          </div>
        </div>
      </footer>
    </>
  );
}
