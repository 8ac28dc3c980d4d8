import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { accountIcons } from './icons';

/**
 * A labelled control with its hint and error line. `errors` are i18n keys ('account:validation.…',
 * 'auth:…'), translated here. The error line is always rendered (empty when valid), so that a
 * message appearing never moves the submit button under the pointer.
 */
export function FormField({
  id,
  label,
  errors,
  hint,
  required,
  optional,
  full,
  children,
}: {
  id: string;
  label: ReactNode;
  errors?: string[] | undefined;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  full?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const message = errors?.[0];
  const classes = ['acct-field', message ? 'acct-field--invalid' : '', full ? 'acct-field--full' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="acct-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="acct-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
        {optional ? <span className="acct-field__optional"> ({t('common.optional')})</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="acct-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className="acct-field__error" id={`${id}-error`} aria-live="polite">
        {message ? t(message) : null}
      </p>
    </div>
  );
}

/** aria attributes tying a control to its hint and error line. */
export function describedBy(id: string, { hint, invalid }: { hint?: boolean; invalid?: boolean }) {
  const ids = [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-describedby': ids, 'aria-invalid': invalid ? true : undefined } as const;
}

/**
 * A password input with a show/hide toggle. Progressive enhancement: the toggle appears once
 * JavaScript runs; without it this is a plain password field.
 */
export function PasswordField(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const { t } = useTranslation('account');
  const [enhanced, setEnhanced] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <div className={`acct-password${enhanced ? ' acct-password--enhanced' : ''}`}>
      <input {...props} type={visible ? 'text' : 'password'} className="acct-field__input" />
      {enhanced ? (
        <button type="button" className="acct-password__toggle" aria-controls={props.id} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? accountIcons.eyeOff : accountIcons.eye}
          <span className="visually-hidden">{visible ? t('common.hidePassword') : t('common.showPassword')}</span>
        </button>
      ) : null}
    </div>
  );
}

/** True once the page runs JavaScript (after hydration). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
