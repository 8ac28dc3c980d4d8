import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useTranslation } from '~/lib/i18n/react';
import { DEFAULT_CURRENCY, formatMoney } from '@iprenew/models/browser';
import type { CartSelection } from './use-cart-selection';

/**
 * ORD-29..33: the voucher code, Apply, the refusal ('This voucher code is not valid.', the exceed rule
 * of ORD-32…) and the applied voucher with Remove (JavaScript only). The applied id travels with the
 * form so that Pay reserves it (ORD-34).
 */
export function CartVoucher({ field, cart, error }: { field: FieldMetadata<string | undefined>; cart: CartSelection; error: string | null | undefined }) {
  const { t } = useTranslation('orders');
  const { voucher, discount } = cart;
  return (
    <div>
      <div className="cart-voucher">
        <div className="field">
          <label className="field__label" htmlFor={field.id}>
            {t('cart.voucher.label')}
          </label>
          <input {...getInputProps(field, { type: 'text' })} key={field.key} className="field__input" autoComplete="off" data-testid="voucher-code" />
        </div>
        <button type="submit" name="intent" value="voucher" className="button button--secondary">
          {t('cart.voucher.apply')}
        </button>
      </div>
      {error || (voucher && discount?.exceeds !== false) ? (
        <p className="field__error" role="alert" data-testid="voucher-error">
          {t(error ?? (discount ? 'vouchers:apply.exceed' : 'vouchers:apply.selection_required'))}
        </p>
      ) : null}
      {voucher ? (
        <>
          <input type="hidden" name="voucherId" value={voucher.id} />
          <p className="cart-voucher__applied" role="status">
            {t('cart.voucher.applied', { code: voucher.code, value: voucher.type === 'Percentage' ? t('cart.voucher.percent', { value: Number(voucher.value) }) : formatMoney(voucher.value, DEFAULT_CURRENCY) })}{' '}
            {cart.enhanced ? (
              <button type="button" className="button button--secondary button--small" onClick={cart.removeVoucher}>
                {t('cart.voucher.remove')}
              </button>
            ) : null}
          </p>
        </>
      ) : null}
    </div>
  );
}
