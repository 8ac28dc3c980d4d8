import { REGISTRATION_TYPES } from '@iprenew/models/browser';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import type { RegistrationFields } from './fields';

/** ACC-19: Personal or Company, each with its help text, and the company name (`children`). */
export function RegistrationTypeField({ fields, children }: { fields: RegistrationFields; children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <fieldset className="acct-form__section">
      <legend className="acct-form__legend">{t('register.sections.type')}</legend>
      <div className="acct-types" role="radiogroup" aria-labelledby={`${fields.type.id}-title`} aria-describedby={`${fields.type.id}-error`}>
        <p id={`${fields.type.id}-title`} className="visually-hidden">
          {t('register.typeHelp.title')}
        </p>
        {REGISTRATION_TYPES.map((type) => (
          <label key={type} className="acct-type">
            <input type="radio" name={fields.type.name} value={type} defaultChecked={fields.type.initialValue === type} required aria-invalid={!fields.type.valid || undefined} />
            <span>
              <span className="acct-type__name">{t(`register.types.${type}`)}</span>
              <span className="acct-type__text">{t(`register.typeHelp.${type}`)}</span>
            </span>
          </label>
        ))}
      </div>
      <p className="acct-field__error" id={`${fields.type.id}-error`} aria-live="polite">
        {fields.type.errors?.[0] ? t(fields.type.errors[0]) : null}
      </p>
      <div className="acct-form__grid">{children}</div>
      <p className="acct-note">{t('register.typeHelp.note')}</p>
    </fieldset>
  );
}
