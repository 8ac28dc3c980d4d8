import type { DeliveryJson } from '@iprenew/models/browser';
import { formatDate, formatMoney } from '@iprenew/models/browser';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { addressLines, DeliveryStateBadge } from './DeliveryState';

export type DeliveryRow = DeliveryJson;

/**
 * DLV-1/3: the delivery rows — a table on wide screens, one card per delivery on phones (the cells
 * carry their column name). The tracking action shows only where the machine says so
 * (`can_update_tracking`); the customer's page passes its own actions (tracking view, mark received).
 */
export function DeliveryList({ rows, onTrack, actions }: { rows: DeliveryRow[]; onTrack?: (row: DeliveryRow) => void; actions?: (row: DeliveryRow) => ReactNode }) {
  const { t } = useTranslation('deliveries');
  return (
    <div className="dlv-table-wrap">
      <table className="dlv-table" data-testid="delivery-list">
        <caption className="visually-hidden">{t('page.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('column.reference')}</th>
            <th scope="col">{t('column.ip')}</th>
            <th scope="col">{t('column.address')}</th>
            <th scope="col">
              {t('column.courier')} / {t('column.tracking_no')}
            </th>
            <th scope="col">{t('column.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`delivery-row-${row.id}`}>
              <td data-label={t('column.reference')}>
                <strong>{row.application.reference}</strong>
                {row.order ? <small className="dlv-muted">{row.order.reference}</small> : null}
                {row.created_at ? (
                  <small className="dlv-muted">
                    {t('column.created_at')} {formatDate(row.created_at)}
                  </small>
                ) : null}
                <small className="dlv-muted">
                  {t('column.fee')} {formatMoney(row.fee, 'MYR')}
                </small>
              </td>
              <td data-label={t('column.ip')} className="dlv-ip">
                {row.application.ip?.application_name ?? ''}
                <small className="dlv-muted">{row.application.ip?.filing_no ?? row.application.ip?.application_no ?? ''}</small>
              </td>
              <td data-label={t('column.address')} className="dlv-address">
                {addressLines(row.address as Record<string, unknown> | null).map((line) => (
                  <span key={line} className="dlv-line">
                    {line}
                  </span>
                ))}
              </td>
              <td data-label={`${t('column.courier')} / ${t('column.tracking_no')}`}>
                {row.courier ? <span className="dlv-line">{row.courier}</span> : null}
                <span className="dlv-line dlv-mono" data-testid="delivery-tracking">
                  {row.tracking_no ?? '—'}
                </span>
              </td>
              <td data-label={t('column.status')}>
                <span data-testid="delivery-state">
                  <DeliveryStateBadge state={row.state} />
                </span>
                {actions ? actions(row) : null}
                {row.can_update_tracking && onTrack ? (
                  <button type="button" className="button button--primary dlv-small dlv-action" onClick={() => onTrack(row)}>
                    {t('tracking.open')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
