import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A labelled form control with its hint and error line. `errors` are i18n keys ('nav:validation.…',
 * 'auth:…') or plain server texts; they are translated here. The error line is always rendered (empty
 * when valid) so that validation text does not move the submit button under the pointer.
 */
export function Field({
  id,
  label,
  errors,
  errorId,
  hint,
  hintId,
  optional,
  children,
}: {
  id: string;
  label: ReactNode;
  errors?: string[] | undefined;
  errorId: string;
  hint?: ReactNode;
  hintId?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('nav');
  const message = errors?.[0];
  return (
    <div className={`field${message ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> {t('profile.optional')}</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <p className="field__error" id={errorId} aria-live="polite">
        {message ? t(message) : null}
      </p>
    </div>
  );
}

/** A status banner (success, error, info). Errors are announced at once. */
export function Alert({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
