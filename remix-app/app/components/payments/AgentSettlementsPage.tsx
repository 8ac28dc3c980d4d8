import { formatDate, formatMoney } from '@iprenew/models/browser';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { CardTable } from '~/components/jobs/CardTable';
import { JobPager } from '~/components/jobs/JobPager';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { AgentSettlementPage } from '~/routes/dashboard+/_agent+/agent-payments.server';

/**
 * payment/pending and payment/settled (ACL-42, AGT-37, SET-1/2, SET-6/7): the agent's settlements with
 * their proof status and amounts (two decimals); each reference opens its job, where Upload Proof
 * lives (AGT-40). Paged 5/10/25/50 in the database.
 */
export function AgentSettlementsPage() {
  const page = useLoaderData<AgentSettlementPage>();
  const [params] = useSearchParams();
  const { t } = useTranslation('settlements');
  const rm = (value: string) => formatMoney(value, 'MYR');
  const settled = page.state === 'settled';
  const none = '—';
  return (
    <>
      <PageHeader title={t(`agent.${page.state}.title`)} lead={t(`agent.${page.state}.lead`)} />
      {page.loadError ? <Alert tone="error">{t(page.loadError)}</Alert> : null}
      <CardTable
        id={`agent-${page.state}`}
        testId={`agent-settlements-${page.state}`}
        title={t(`agent.${page.state}.title`)}
        empty={page.rows.length === 0 ? t(settled ? 'agent.empty_settled' : 'agent.empty_pending') : null}
        columns={[
          t('agent.column.reference'),
          t('agent.column.proof_status'),
          t('agent.column.processing_fee'),
          t('agent.column.service_fee'),
          t('agent.column.total'),
          t('agent.column.net_total'),
          t(settled ? 'agent.column.paid_at' : 'agent.column.created_at'),
        ]}
        after={<JobPager page={page.page} lastPage={page.pages} query={params} />}
      >
        {page.rows.map((row) => (
          <tr key={row.id} className="jobs-row" data-testid={`agent-settlement-${row.reference}`}>
            <th scope="row">
              <Link to={row.job_href} className="jobs-row__link" aria-label={`${t('agent.open_job')}: ${row.reference}`}>
                {row.reference}
              </Link>
            </th>
            <td data-label={t('agent.column.proof_status')}>{t(row.proof_status_key)}</td>
            <td data-label={t('agent.column.processing_fee')}>{rm(row.processing_fee)}</td>
            <td data-label={t('agent.column.service_fee')}>{rm(row.service_fee)}</td>
            <td data-label={t('agent.column.total')}>{rm(row.total)}</td>
            <td data-label={t('agent.column.net_total')}>
              <strong>{rm(row.net_total)}</strong>
            </td>
            <td data-label={t(settled ? 'agent.column.paid_at' : 'agent.column.created_at')}>{formatDate((settled ? row.paid_at : row.created_at)?.slice(0, 10) ?? '') || none}</td>
          </tr>
        ))}
      </CardTable>
    </>
  );
}
