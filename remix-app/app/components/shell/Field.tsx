import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { ALERT_CLEAR_MS } from '@iprenew/models/browser';

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

/**
 * A status banner (success, error, info). Errors are announced at once. The banner of a `flash` —
 * the confirmation a redirect carries — clears after ALERT_CLEAR_MS (SYS-4), waiting while the
 * pointer is over it or it holds focus, and shows again for the next flash; an error stays until the
 * reader acts on it (ADR 064).
 */
export function Alert({ tone, flash, children }: { tone: 'success' | 'error' | 'info'; flash?: object; children: ReactNode }) {
  const shown = useShownFor(flash && tone !== 'error' ? ALERT_CLEAR_MS : null, flash);
  if (!shown.visible) return null;
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} {...shown.handlers}>
      {children}
    </div>
  );
}

/**
 * Visible for `ms` from the moment `occurrence` appears (always when `ms` is null); the clock waits
 * while hovered or focused.
 */
function useShownFor(ms: number | null, occurrence: unknown) {
  const [hiddenFor, setHiddenFor] = useState<unknown>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    if (ms !== null) timer.current = setTimeout(() => setHiddenFor(occurrence), ms);
  }, [ms, occurrence]);
  const pause = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => {
    start();
    return pause;
  }, [start, pause]);
  const visible = ms === null || hiddenFor !== occurrence;
  return { visible, handlers: ms === null ? {} : { onMouseEnter: pause, onMouseLeave: start, onFocus: pause, onBlur: start } };
}
