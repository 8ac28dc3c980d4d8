import type { Language } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';
import { HTML_LANG } from '~/i18n';
import { useRootData } from '~/lib/root-data';

/**
 * The language switch: a real form posted to /resources/language, so it works without JavaScript.
 * The action sets the `lng` cookie and sends the visitor back to `redirectTo`.
 */
export function LanguageSwitch({ current, redirectTo }: { current: Language; redirectTo: string }) {
  const { t } = useTranslation('common');
  // I18N-3: only the languages this page's area offers (root loader); all three before it loads.
  const offered = useRootData().languages;
  if (offered.length < 2) return null;
  return (
    <form method="post" action="/resources/language" className="lang-switch" aria-label={t('language.label')}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {offered.map((lng) => (
        <button
          key={lng}
          type="submit"
          name="lng"
          value={lng}
          lang={HTML_LANG[lng]}
          aria-pressed={lng === current}
          className="lang-switch__button"
        >
          {t(`language.short.${lng}`)}
          <span className="visually-hidden">{` ${t(`language.names.${lng}`)}`}</span>
        </button>
      ))}
    </form>
  );
}
