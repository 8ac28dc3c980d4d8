import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import type { CartSelection } from './use-cart-selection';

/** ORD-23, ORD-33: the selection's total, its surcharges, how many lines, and the voucher's discount and amount to pay. */
export function CartTotals({ cart, money }: { cart: CartSelection; money: (myr: string) => ReactNode }) {
  const { t } = useTranslation('orders');
  const { discount } = cart;
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t('cart.list.selectedTotal')}</dt>
        <dd data-testid="cart-total">{money(cart.total)}</dd>
      </div>
      {Number(cart.surcharges) > 0 ? (
        <div>
          <dt>{t('cart.list.surcharges')}</dt>
          <dd data-testid="cart-surcharges">{money(cart.surcharges)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('cart.list.selectedCount', { count: cart.selected.length })}</dt>
        <dd />
      </div>
      {discount && !discount.exceeds && Number(discount.discount_amount) > 0 ? (
        <>
          <div>
            <dt>{t('cart.list.discount')}</dt>
            <dd data-testid="cart-discount">− {money(discount.discount_amount)}</dd>
          </div>
          <div className="cart-totals__pay">
            <dt>{t('cart.list.paidAmount')}</dt>
            <dd data-testid="cart-paid">{money(discount.paid_amount)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
