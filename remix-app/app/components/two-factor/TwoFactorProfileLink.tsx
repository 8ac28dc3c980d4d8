import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';

/** The profile page's way to the two-factor page (customers and agents). */
export function TwoFactorProfileLink() {
  const { t } = useTranslation('auth');
  return (
    <section className="panel panel--narrow two-factor__profile-link" aria-labelledby="two-factor-link-title">
      <h2 id="two-factor-link-title" className="panel__title">
        {t('two_factor.link')}
      </h2>
      <p>{t('two_factor.enrol.intro')}</p>
      <Link to="/dashboard/user/two-factor" className="button button--secondary">
        {t('two_factor.link')}
      </Link>
    </section>
  );
}
