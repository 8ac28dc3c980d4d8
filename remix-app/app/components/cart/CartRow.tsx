import type { CartLineJson } from '@iprenew/models';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { CartLineSummary } from './CartLineSummary';

/**
 * One line of the cart list (ORD-23..25): its box, its details, its fee, Edit and Delete. Delete asks
 * first: in place with JavaScript, else through the form (`ask-delete:<id>`, then `delete:<id>`).
 */
export function CartRow({
  line,
  name,
  selected,
  onToggle,
  warning,
  overdue,
  fee,
  confirming,
  onAskDelete,
  onCancelDelete,
}: {
  line: CartLineJson;
  /** The checkboxes' field name. */
  name: string;
  selected: boolean;
  onToggle: (id: number, on: boolean) => void;
  warning: boolean;
  overdue: boolean;
  fee: ReactNode;
  confirming: boolean;
  onAskDelete: (() => void) | null;
  onCancelDelete: () => void;
}) {
  const { t } = useTranslation('orders');
  const label = line.filing_no ?? line.application_no ?? line.request?.description ?? String(line.id);
  return (
    <tr data-testid={`cart-line-${line.id}`}>
      <td className="cart-table__select">
        <input type="checkbox" name={name} value={line.id} checked={selected} onChange={(event) => onToggle(line.id, event.currentTarget.checked)} aria-label={t('cart.list.selectLine', { name: label })} />
      </td>
      <td>
        <CartLineSummary line={line} warning={warning} overdue={overdue} />
        {confirming ? (
          <div className="cart-confirm" role="alertdialog" aria-label={t('cart.list.deleteConfirm')}>
            <span>{t('cart.list.deleteConfirm')}</span>
            <button type="submit" name="intent" value={`delete:${line.id}`} className="button button--danger button--small">
              {t('cart.list.deleteYes')}
            </button>
            {onAskDelete ? (
              <button type="button" className="button button--secondary button--small" onClick={onCancelDelete}>
                {t('cart.list.deleteNo')}
              </button>
            ) : (
              <button type="submit" name="intent" value="update" className="button button--secondary button--small">
                {t('cart.list.deleteNo')}
              </button>
            )}
          </div>
        ) : null}
      </td>
      <td className="cart-table__fee">{fee}</td>
      <td className="cart-table__actions">
        {line.kind === 'delivery' ? null : (
          <Link to={`/dashboard/cart/detail/${line.id}`} className="button button--secondary button--small">
            {t('cart.list.edit')}
          </Link>
        )}{' '}
        {onAskDelete ? (
          <button type="button" className="button button--secondary button--small" onClick={onAskDelete}>
            {t('cart.list.delete')}
          </button>
        ) : (
          <button type="submit" name="intent" value={`ask-delete:${line.id}`} className="button button--secondary button--small">
            {t('cart.list.delete')}
          </button>
        )}
      </td>
    </tr>
  );
}
