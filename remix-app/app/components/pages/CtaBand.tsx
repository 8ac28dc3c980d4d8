import { useTranslation } from '~/lib/i18n/react';
import { SITE_LINKS } from './site-links';

/** The closing call to action of the marketing pages: the price checker and registration. */
export function CtaBand() {
  const { t } = useTranslation('pages');
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-title">{t('cta.title')}</h2>
          <p>{t('cta.text')}</p>
        </div>
        <div className="cta-band__actions">
          <a className="button button--accent" href={SITE_LINKS.priceChecker}>
            {t('cta.price')}
          </a>
          <a className="button button--ghost" href={SITE_LINKS.register}>
            {t('cta.register')}
          </a>
        </div>
      </div>
    </section>
  );
}
