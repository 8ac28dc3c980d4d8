import { useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';

/**
 * The end of a cart form: "Check price" (prices the lines without saving — the no-JavaScript way to
 * see a price, ORD-13) and the submit button, disabled while it submits. `before` holds extra buttons.
 */
export function PriceSubmitActions({ label, busyLabel, before }: { label: string; busyLabel: string; before?: ReactNode }) {
  const { t } = useTranslation('orders');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'submit';
  return (
    <div className="form-actions">
      {before}
      <button type="submit" name="intent" value="price" className="button button--secondary" formNoValidate>
        {t('cart.filing.checkPrice')}
      </button>
      <button type="submit" name="intent" value="submit" className="button button--primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
