import type { RefObject } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { useHydrated } from '../FormField';
import { TermsOfService } from '../TermsOfService';

/** ACC-30: the terms of service in a dialog, with Cancel and "I Agree and Register". */
export function TermsDialog({ dialogRef, onAccept }: { dialogRef: RefObject<HTMLDialogElement>; onAccept: () => void }) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const close = () => dialogRef.current?.close();
  return (
    <dialog ref={dialogRef} className="acct-dialog" aria-labelledby="terms-dialog-title">
      <div className="acct-dialog__frame">
        <div className="acct-dialog__head">
          <h2 id="terms-dialog-title">{t('termsOfService.title')}</h2>
          <button type="button" className="acct-dialog__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('register.terms.close')}</span>
          </button>
        </div>
        <div className="acct-dialog__body">{hydrated ? <TermsOfService idPrefix="terms-dialog" /> : null}</div>
        <div className="acct-dialog__foot">
          <button type="button" className="button button--outline" onClick={close}>
            {t('register.terms.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onAccept}>
            {t('register.terms.accept')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
