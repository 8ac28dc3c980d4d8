import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { shellIcons } from './ShellIcons';

/**
 * A password input with a show/hide toggle (ACC-7). Progressive enhancement: the toggle button is
 * rendered only once JavaScript runs; without it the field is a normal password field.
 */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const { t } = useTranslation('nav');
  const [enhanced, setEnhanced] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <div className={`password-input${enhanced ? ' password-input--enhanced' : ''}`}>
      <input {...props} type={visible ? 'text' : 'password'} className={`field__input ${props.className ?? ''}`.trim()} />
      {enhanced ? (
        <button
          type="button"
          className="password-input__toggle"
          aria-controls={props.id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? shellIcons.eyeOff : shellIcons.eye}
          <span className="visually-hidden">{visible ? t('login.hidePassword') : t('login.showPassword')}</span>
        </button>
      ) : null}
    </div>
  );
}
