import { useTranslation } from '~/lib/i18n/react';
import { useNonce } from '~/lib/nonce';

export type HumanCheckView =
  | { mode: 'builtin'; challenge: { token: string; a: number; b: number } }
  | { mode: 'provider'; siteKey: string; scriptUrl: string };

/**
 * The human-verification part of the contact form (PUB-22, G-41): the provider's widget when keys
 * are configured, else the built-in sum and a honeypot field that people never see or fill.
 */
export function HumanCheck({ view, error }: { view: HumanCheckView; error?: string | undefined }) {
  const { t } = useTranslation('site');
  const nonce = useNonce();
  const errorLine = (
    <p className="pub-field__error" id="human-error" aria-live="polite">
      {error ? t(error) : null}
    </p>
  );
  if (view.mode === 'provider') {
    return (
      <fieldset className="human-check">
        <legend className="pub-field__label">{t('contact.human.legend')}</legend>
        <p className="pub-field__hint">{t('contact.human.provider')}</p>
        <div className="g-recaptcha" data-sitekey={view.siteKey} />
        <script src={view.scriptUrl} async defer nonce={nonce} />
        {errorLine}
      </fieldset>
    );
  }
  return (
    <fieldset className="human-check">
      <legend className="pub-field__label">{t('contact.human.legend')}</legend>
      <input type="hidden" name="challenge_token" value={view.challenge.token} />
      <div className={`pub-field human-check__row${error ? ' pub-field--invalid' : ''}`}>
        <label className="human-check__question" htmlFor="challenge_answer">
          {t('contact.human.question', { a: view.challenge.a, b: view.challenge.b })}
        </label>
        <input
          id="challenge_answer"
          key={view.challenge.token}
          name="challenge_answer"
          className="pub-field__input human-check__answer"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          pattern="[0-9]*"
          aria-describedby="human-hint human-error"
          aria-invalid={error ? true : undefined}
        />
      </div>
      <p className="pub-field__hint" id="human-hint">
        {t('contact.human.hint')}
      </p>
      {errorLine}
      <div className="human-check__trap" aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.human.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </fieldset>
  );
}
