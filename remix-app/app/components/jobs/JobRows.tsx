import type { JobRowJson } from '@iprenew/models';
import { formatDate } from '@iprenew/models/browser';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { useCountryName } from '~/components/useCountryName';
import { useListTime } from '~/components/useListTime';

/** The IP's numbers in one line: filing, application and grant numbers that are set. */
export const numbersOf = (ip: Pick<JobRowJson['ip'], 'filing_no' | 'application_no' | 'grant_no'>): string =>
  [ip.filing_no, ip.application_no, ip.grant_no].filter(Boolean).join(' · ');

type RowFacts = Pick<JobRowJson, 'reference' | 'href' | 'unread' | 'application_date' | 'type_id' | 'ip'>;

/**
 * A list row's first cells (the agent's jobs, the customer's applications): the reference opening the
 * application, its unread marker (the dot and the word, not colour alone) and date; the IP's name and
 * numbers; its type and country.
 */
export function RowCells({ row, ipLabel, typeLabel }: { row: RowFacts; ipLabel: string; typeLabel: string }) {
  const { t } = useTranslation('jobs');
  const countryName = useCountryName();
  return (
    <>
      <th scope="row" className="jobs-row__ref">
        {row.unread ? (
          <span className="jobs-unread" title={t('list.unreadHint')}>
            <span className="jobs-unread__dot" aria-hidden="true" />
            <span className="jobs-unread__label">{t('list.unread')}</span>
          </span>
        ) : null}
        <Link to={row.href} className="jobs-row__link">
          {row.reference}
        </Link>
        <span className="jobs-row__date">{formatDate(row.application_date)}</span>
      </th>
      <td data-label={ipLabel}>
        <span className="jobs-row__name">{row.ip.name ?? '—'}</span>
        {numbersOf(row.ip) ? <span className="jobs-row__numbers">{numbersOf(row.ip)}</span> : null}
      </td>
      <td data-label={typeLabel}>
        {t(`enums:ipType.${row.type_id}`)}
        {row.ip.country_iso2 ? <span className="jobs-row__meta">{countryName(row.ip.country, row.ip.country_iso2)}</span> : null}
      </td>
    </>
  );
}

/**
 * The jobs as a table on wide screens and as cards on a phone or in a narrow panel (the same markup;
 * jobs.css lays the rows out as cards below 48rem of the table's box). The reference opens the job
 * (AGT-4, AGT-5); an unread job (AGT-7) is marked with a dot and the word, not by colour alone.
 */
export function JobRows({ rows, caption }: { rows: JobRowJson[]; caption: string }) {
  const { t } = useTranslation('jobs');
  const listTime = useListTime();
  return (
    <div className="jobs-table-wrap">
      <table className="jobs-table" data-testid="job-rows">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.columns.reference')}</th>
            <th scope="col">{t('list.columns.ip')}</th>
            <th scope="col">{t('list.columns.type')}</th>
            <th scope="col">{t('list.columns.owner')}</th>
            <th scope="col">{t('list.columns.status')}</th>
            <th scope="col">{t('list.columns.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.unread ? 'jobs-row jobs-row--unread' : 'jobs-row'} data-testid={`job-row-${row.reference}`}>
              <RowCells row={row} ipLabel={t('list.columns.ip')} typeLabel={t('list.columns.type')} />
              <td data-label={t('list.columns.owner')}>
                <span className="jobs-row__name">{row.owner.name ?? row.owner.email}</span>
                <span className="jobs-row__numbers">{row.owner.email}</span>
              </td>
              <td data-label={t('list.columns.status')}>
                <span className={`jobs-status jobs-status--${row.status_id}`} data-testid="job-status">
                  {t(`enums:applicationStatusLabel.${row.status_id}`)}
                </span>
              </td>
              <td data-label={t('list.columns.updated')}>{row.updated_at ? listTime(row.updated_at) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
