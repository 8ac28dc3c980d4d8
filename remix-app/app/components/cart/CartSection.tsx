import type { CartKind, CartLineJson } from '@iprenew/models';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { CartRow } from './CartRow';
import type { CartSelection } from './use-cart-selection';

/** ORD-22: the cart's lines of one kind (trademark, patent, search, application, delivery) as a table. */
export function CartSection({
  kind,
  lines,
  fieldName,
  cart,
  warnings,
  overdue,
  money,
}: {
  kind: CartKind;
  lines: CartLineJson[];
  fieldName: string;
  cart: CartSelection;
  warnings: number[];
  overdue: number[];
  money: (myr: string) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  return (
    <section className="panel cart-section" aria-labelledby={`cart-${kind}`} data-testid={`cart-section-${kind}`}>
      <h2 className="panel__title" id={`cart-${kind}`}>
        {t(`cart.list.sections.${kind}`)}
      </h2>
      <div className="table-scroll">
        <table className="cart-table cart-table--lines">
          <thead>
            <tr>
              <th className="cart-table__select">
                <span className="visually-hidden">{t('cart.list.selectAll')}</span>
              </th>
              <th>{t('cart.list.details')}</th>
              <th className="cart-table__fee">{t('cart.list.fee')}</th>
              <th className="cart-table__actions">
                <span className="visually-hidden">{t('cart.list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <CartRow
                key={line.id}
                line={line}
                name={fieldName}
                selected={cart.selected.includes(line.id)}
                onToggle={cart.toggle}
                warning={warnings.includes(line.id)}
                overdue={overdue.includes(line.id)}
                fee={money(line.fee)}
                confirming={cart.confirming === line.id}
                onAskDelete={cart.enhanced ? () => cart.setConfirming(line.id) : null}
                onCancelDelete={() => cart.setConfirming(null)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
