import type { JobDetailJson } from '@iprenew/models';
import { formatDate } from '@iprenew/models/browser';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '~/components/useCountryName';

/** AGT-8: the IP card — owner, type, country, numbers, status, request date, applicant, classes, logo. */
export function IpCard({ job }: { job: JobDetailJson }) {
  const { t } = useTranslation('jobs');
  const countryName = useCountryName();
  const { ip } = job;
  const none = t('detail.ipCard.none');
  const rows: [string, string][] = [
    ['owner', job.owner.name ?? none],
    ['ownerEmail', job.owner.email],
    ['type', t(`enums:ipType.${ip.type_id}`)],
    ['country', ip.country ? countryName(ip.country, ip.country_iso2) : none],
    ['filingNo', ip.filing_no ?? none],
    ['applicationNo', ip.application_no ?? none],
    ['grantNo', ip.grant_no ?? none],
    ['expiry', ip.expiry_date ? formatDate(ip.expiry_date) : none],
    ['status', t(ip.status === 1 ? 'detail.ipCard.active' : 'detail.ipCard.inactive')],
    ['requestDate', job.created_at ? formatDate(job.created_at) : none],
    ['applicantName', ip.name ?? none],
    ['classCount', ip.class_count === null ? none : String(ip.class_count)],
  ];
  return (
    <section className="panel jobs-card" aria-labelledby="ip-card-title" data-testid="ip-card">
      <h2 id="ip-card-title" className="panel__title">
        {t('detail.ipCard.title')}
      </h2>
      {ip.has_logo ? <img className="jobs-logo" src={`/dashboard/application/${job.id}/logo`} alt={t('detail.ipCard.logo')} width={96} height={96} /> : null}
      <dl className="jobs-facts">
        {rows.map(([key, value]) => (
          <div key={key} className="jobs-facts__row" data-testid={`ip-${key}`}>
            <dt>{t(`detail.ipCard.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {ip.class_names.length ? (
          <div className="jobs-facts__row jobs-facts__row--wide">
            <dt>{t('detail.ipCard.classNames')}</dt>
            <dd>
              <ul className="jobs-classes">
                {ip.class_names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
