import type { RefObject } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { useHydrated } from '../FormField';
import { TermsOfService } from '../TermsOfService';
import type { RegistrationFields } from './fields';

/**
 * ACC-30, PUB-17..21: the terms of service. With JavaScript they open in a dialog once every other
 * field is valid, and "I Agree and Register" ticks the hidden box and posts the form; without it they
 * are shown inline with the box to tick.
 */
export function TermsAcceptance({ fields, termsRef, onRead }: { fields: RegistrationFields; termsRef: RefObject<HTMLInputElement>; onRead: () => void }) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  return (
    <fieldset className="acct-form__section">
      <legend className="acct-form__legend">{t('register.terms.legend')}</legend>
      {hydrated ? (
        <p className="acct-terms-line">
          {t('register.terms.dialogIntro')}{' '}
          <button type="button" className="acct-text-button" onClick={onRead}>
            {t('register.terms.read')}
          </button>
        </p>
      ) : (
        <>
          <p className="acct-terms-line">{t('register.terms.inlineIntro')}</p>
          <TermsOfService idPrefix="terms-inline" />
        </>
      )}
      <label className="acct-check" hidden={hydrated}>
        <input
          ref={termsRef}
          type="checkbox"
          name={fields.terms.name}
          id={fields.terms.id}
          value="on"
          defaultChecked={fields.terms.initialValue === 'on'}
          required={!hydrated}
          aria-describedby={`${fields.terms.id}-error`}
        />
        <span>{t('register.terms.checkbox')}</span>
      </label>
      <p className="acct-field__error" id={`${fields.terms.id}-error`} aria-live="polite">
        {fields.terms.errors?.[0] ? t(fields.terms.errors[0]) : null}
      </p>
    </fieldset>
  );
}
