import type { Language } from '@iprenew/models/browser';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

interface ShellProps {
  language: Language;
  redirectTo: string;
  year: number;
  children: ReactNode;
}

/** Header, main landmark and footer of the public pages. Links only to pages that exist. */
export function PublicShell({ language, redirectTo, year, children }: ShellProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <a className="site-header__brand" href="/">
            <Logo label={t('brand.homeLink')} />
          </a>
          <nav className="site-nav" aria-label={t('nav.primary')}>
            <ul>
              <li><a href="/#services">{t('nav.services')}</a></li>
              <li><a href="/#countries">{t('nav.countries')}</a></li>
              <li><a href="/#how-it-works">{t('nav.howItWorks')}</a></li>
              <li><a href="/#why-us">{t('nav.whyUs')}</a></li>
            </ul>
          </nav>
          <LanguageSwitch current={language} redirectTo={redirectTo} />
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
          </div>
          <div>
            <h2 className="site-footer__heading">{t('footer.exploreHeading')}</h2>
            <ul className="site-footer__links">
              <li><a href="/#services">{t('nav.services')}</a></li>
              <li><a href="/#countries">{t('nav.countries')}</a></li>
              <li><a href="/#how-it-works">{t('nav.howItWorks')}</a></li>
              <li><a href="/#why-us">{t('nav.whyUs')}</a></li>
            </ul>
          </div>
          <div>
            <h2 className="site-footer__heading">{t('footer.contactHeading')}</h2>
            <address className="site-footer__address">
              <strong>{t('footer.company')}</strong>
              <br />
              {t('footer.address')}
            </address>
          </div>
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
