import { formatDate, formatMoney } from '@iprenew/models/browser';
import { Form, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { JobPager } from '~/components/jobs/JobPager';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { AgentPayoutPage } from '~/routes/dashboard+/_agent+/agent-payments.server';

/**
 * payment/history (AGT-37..39, G-71): the agent's payouts in a date range, newest first. Each payout
 * opens (a disclosure, no JavaScript needed) to its settlements — reference, processing cost, service
 * cost, total — with the paid date and the total; View file opens the payout proof, View message shows
 * the accounts team's message read-only.
 */
export function PayoutHistoryPage() {
  const page = useLoaderData<AgentPayoutPage>();
  const [params] = useSearchParams();
  const { t } = useTranslation('settlements');
  const rm = (value: string) => formatMoney(value, 'MYR');
  const day = (iso: string | null) => (iso ? formatDate(new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10)) : '—');
  return (
    <>
      <PageHeader title={t('agent.history.title')} lead={t('agent.history.lead')} />
      {page.loadError ? <Alert tone="error">{t(page.loadError)}</Alert> : null}
      <Form method="get" className="panel payout-range" data-testid="payout-range">
        <div className="field">
          <label className="field__label" htmlFor="payout-from">
            {t('agent.history.from')}
          </label>
          <input id="payout-from" name="from" type="date" className="field__input" defaultValue={page.from} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="payout-to">
            {t('agent.history.to')}
          </label>
          <input id="payout-to" name="to" type="date" className="field__input" defaultValue={page.to} />
        </div>
        <button type="submit" className="button button--primary">
          {t('agent.history.apply')}
        </button>
      </Form>
      {page.rows.length === 0 ? (
        <p className="panel jobs-empty" data-testid="payout-empty">
          {t('agent.history.empty')}
        </p>
      ) : (
        <ul className="payout-list" data-testid="payout-list">
          {page.rows.map((payout) => (
            <li key={payout.id} className="panel payout" data-testid={`payout-${payout.id}`}>
              <details>
                <summary className="payout__summary">
                  <span className="payout__date">
                    {t('agent.history.paid_at')}: <strong>{day(payout.paid_at)}</strong>
                  </span>
                  <span className="payout__amount" data-testid="payout-amount">
                    {rm(payout.amount)}
                  </span>
                  <span className="payout__meta">
                    {t(`job.route_${payout.channel === 'paypal' ? 'paypal' : 'bank'}`)} · {t('agent.history.settlements', { count: payout.settlements.length })}
                  </span>
                </summary>
                <div className="jobs-table-wrap">
                  <table className="jobs-table payout__table">
                    <thead>
                      <tr>
                        <th scope="col">{t('agent.column.reference')}</th>
                        <th scope="col">{t('agent.column.processing_fee')}</th>
                        <th scope="col">{t('agent.column.service_fee')}</th>
                        <th scope="col">{t('agent.column.total')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {payout.settlements.map((s) => (
                        <tr key={s.id} className="jobs-row">
                          <th scope="row">{s.reference}</th>
                          <td data-label={t('agent.column.processing_fee')}>{rm(s.processing_fee)}</td>
                          <td data-label={t('agent.column.service_fee')}>{rm(s.service_fee)}</td>
                          <td data-label={t('agent.column.total')}>{rm(s.total)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
              <div className="payout__actions">
                {payout.file_href ? (
                  <a href={payout.file_href} className="button button--secondary" target="_blank" rel="noopener" data-testid="payout-file">
                    {t('agent.history.view_file')}
                  </a>
                ) : null}
                <details className="payout__message" data-testid="payout-message">
                  <summary className="button button--secondary">{t('agent.history.view_message')}</summary>
                  <div role="dialog" aria-label={t('agent.history.message_title')} className="payout__dialog">
                    <h3 className="jobs-subtitle">{t('agent.history.message_title')}</h3>
                    <p className="payout__text">{payout.message ?? t('agent.history.no_message')}</p>
                  </div>
                </details>
              </div>
            </li>
          ))}
        </ul>
      )}
      <JobPager page={page.page} lastPage={page.pages} query={params} />
    </>
  );
}
