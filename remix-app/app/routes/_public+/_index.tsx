import { formatMoney, getFromPrice } from '@iprenew/models';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { icons } from '~/components/icons';
import { PublicShell } from '~/components/PublicShell';
import { publicPageMeta } from '~/components/pages/meta';
import { rootDataIn, rootString } from '~/lib/root-data';
import { requestPageSettings } from '~/lib/page-settings.server';

/** The public landing page (PUB-1, PUB-2, PUB-8). No prices here: they come from the pricing engine. */

export const handle = { i18n: ['common', 'landing', 'pages'] };

/**
 * PUB-2: the "from" price is the engine's cheapest sellable line, never a hard-coded number.
 * The payment sentences name the configured card provider, as checkout and the FAQ do (⚑AMB-20).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // The card option comes with the request's page settings (one statement, read by the Express gate).
  const [fromPrice, { paymentType: cardProvider }] = await Promise.all([getFromPrice(), requestPageSettings(request)]);
  // Formatted here: the money formatter's module (decimal.js, the currency schemas) stays out of the
  // landing page's JavaScript (ADR 068).
  return { fromPrice: fromPrice ? formatMoney(fromPrice, 'MYR') : null, provider: cardProvider.toLowerCase() as 'stripe' | 'paypal' };
}

export const meta: MetaFunction = ({ matches }) =>
  publicPageMeta({
    title: rootString(matches, 'landing', 'meta.title') ?? 'IPRenew',
    description: rootString(matches, 'landing', 'meta.description') ?? '',
    language: rootDataIn(matches)?.language ?? 'en',
  });

const SERVICES = ['search', 'filing', 'renewal', 'opposition', 'delivery'] as const;
const COUNTRIES = [
  { key: 'my', badge: 'MY' },
  { key: 'sg', badge: 'SG' },
  { key: 'region', badge: '+' },
] as const;
const STEPS = ['order', 'pay', 'agent', 'track'] as const;
const REASONS = ['local', 'deadlines', 'clear', 'together', 'language', 'secure'] as const;
const TRACKER = [
  { key: 'ordered', state: 'done' },
  { key: 'paid', state: 'done' },
  { key: 'filed', state: 'current' },
  { key: 'certificate', state: 'next' },
] as const;

export default function Landing() {
  const { fromPrice, provider } = useLoaderData<typeof loader>();
  const { t } = useTranslation('landing');

  return (
    <PublicShell>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1 id="hero-title">{t('hero.title')}</h1>
            <p className="hero__lead">{t('hero.lead')}</p>
            {fromPrice ? (
              <p className="from-price" data-testid="from-price">
                <strong>{t('fromPrice.label', { price: fromPrice })}</strong>
                <a href="/price-checker">{t('fromPrice.link')}</a>
              </p>
            ) : null}
            <div className="hero__actions">
              <a className="button button--accent" href="#services">
                {t('hero.primaryAction')}
              </a>
              <a className="button button--ghost" href="#how-it-works">
                {t('hero.secondaryAction')}
              </a>
            </div>
            <ul className="hero__points">
              {(['agents', 'payment', 'tracking'] as const).map((point) => (
                <li key={point}>
                  <span className="hero__tick">{icons.check}</span>
                  {t(point === 'payment' ? `hero.points.payment_${provider}` : `hero.points.${point}`)}
                </li>
              ))}
            </ul>
          </div>

          <figure className="tracker">
            <div className="tracker__head">
              <div>
                <p className="tracker__kind">{t('tracker.kind')}</p>
                <p className="tracker__meta">
                  {t('tracker.country')} · {t('tracker.class')}
                </p>
              </div>
              <span className="tracker__status">{t('tracker.status')}</span>
            </div>
            <ol className="tracker__steps">
              {TRACKER.map((step) => (
                <li key={step.key} className={`tracker__step tracker__step--${step.state}`}>
                  <span className="tracker__dot" aria-hidden="true">
                    {step.state === 'done' ? icons.check : null}
                  </span>
                  <span className="tracker__label">{t(`tracker.steps.${step.key}`)}</span>
                  <span className="visually-hidden">
                    {' '}
                    ({t(step.state === 'done' ? 'tracker.stepDone' : step.state === 'current' ? 'tracker.stepCurrent' : 'tracker.stepNext')})
                  </span>
                </li>
              ))}
            </ol>
            <figcaption className="visually-hidden">{t('tracker.label')}</figcaption>
          </figure>
        </div>
      </section>

      <section id="services" className="section" aria-labelledby="services-title">
        <div className="container">
          <header className="section__header">
            <h2 id="services-title">{t('services.heading')}</h2>
            <p>{t('services.intro')}</p>
          </header>
          <ul className="card-grid card-grid--services">
            {SERVICES.map((service) => (
              <li key={service} className="card">
                <span className="card__icon">{icons[service]}</span>
                <h3>{t(`services.items.${service}.title`)}</h3>
                <p>{t(`services.items.${service}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="countries" className="section section--tinted" aria-labelledby="countries-title">
        <div className="container">
          <header className="section__header">
            <h2 id="countries-title">{t('countries.heading')}</h2>
            <p>{t('countries.intro')}</p>
          </header>
          <ul className="card-grid card-grid--countries">
            {COUNTRIES.map((country) => (
              <li key={country.key} className="card card--country">
                <span className="country-badge" aria-hidden="true">
                  {country.badge}
                </span>
                <h3>{t(`countries.items.${country.key}.name`)}</h3>
                <p>{t(`countries.items.${country.key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" className="section" aria-labelledby="how-title">
        <div className="container">
          <header className="section__header">
            <h2 id="how-title">{t('how.heading')}</h2>
            <p>{t('how.intro')}</p>
          </header>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`how.steps.${step}.title`)}</h3>
                <p>{t(step === 'pay' ? `how.steps.pay.text_${provider}` : `how.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="why-us" className="section section--dark" aria-labelledby="why-title">
        <div className="container">
          <header className="section__header">
            <h2 id="why-title">{t('why.heading')}</h2>
          </header>
          <ul className="reasons">
            {REASONS.map((reason) => (
              <li key={reason} className="reasons__item">
                <span className="reasons__icon">{icons[reason]}</span>
                <div>
                  <h3>{t(`why.items.${reason}.title`)}</h3>
                  <p>{t(`why.items.${reason}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </PublicShell>
  );
}
