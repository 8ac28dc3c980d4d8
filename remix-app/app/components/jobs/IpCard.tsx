import type { IpCardJson } from '@iprenew/models';
import { formatDate, RENEWAL_NOTIFICATION_INTENT } from '@iprenew/models/browser';
import { Form, Link, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { useCountryName } from '~/components/useCountryName';

/**
 * AGT-8: the IP card — owner, type, country, numbers, status, request date, applicant, classes, logo —
 * with the Renewal Notification label and, where the domain allows it, its button (G-31, G-59).
 */
/** With `more`, the rows after the status (request date, applicant, classes) fold behind the toggle. */
const MAIN_ROWS = 9;

export function IpCard({
  ip,
  owner,
  requestDate,
  logoHref,
  linkToDetail = false,
  expiryTone,
  more = false,
}: {
  ip: IpCardJson;
  owner: { name: string | null; email: string };
  requestDate?: string | null;
  logoHref: string;
  /** The job page links to the record's own page ({type}/detail/{id}). */
  linkToDetail?: boolean;
  /** POR-25 (the customer's IP detail): the expiry date in red or green. */
  expiryTone?: 'red' | 'green';
  /** POR-16 (the customer's IP detail): the request date, applicant and classes behind a More toggle. */
  more?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const countryName = useCountryName();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === RENEWAL_NOTIFICATION_INTENT;
  const none = t('detail.ipCard.none');
  const rows: [string, string][] = [
    ['owner', owner.name ?? none],
    ['ownerEmail', owner.email],
    ['type', t(`enums:ipType.${ip.type_id}`)],
    ['country', ip.country ? countryName(ip.country, ip.country_iso2) : none],
    ['filingNo', ip.filing_no ?? none],
    ['applicationNo', ip.application_no ?? none],
    ['grantNo', ip.grant_no ?? none],
    ['expiry', ip.expiry_date ? formatDate(ip.expiry_date) : none],
    ['status', t(ip.status === 1 ? 'detail.ipCard.active' : 'detail.ipCard.inactive')],
    ...(requestDate !== undefined ? ([['requestDate', requestDate ? formatDate(requestDate) : none]] as [string, string][]) : []),
    ['applicantName', ip.name ?? none],
    ['classCount', ip.class_count === null ? none : String(ip.class_count)],
  ];
  const fact = ([key, value]: [string, string]) => (
    <div key={key} className="jobs-facts__row" data-testid={`ip-${key}`}>
      <dt>{t(`detail.ipCard.${key}`)}</dt>
      <dd className={key === 'expiry' && expiryTone ? `jobs-expiry jobs-expiry--${expiryTone}` : undefined} data-tone={key === 'expiry' ? expiryTone : undefined}>
        {value}
      </dd>
    </div>
  );
  const classes = ip.class_names.length ? (
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
  ) : null;
  return (
    <section className="panel jobs-card" aria-labelledby="ip-card-title" data-testid="ip-card">
      <h2 id="ip-card-title" className="panel__title">
        {t('detail.ipCard.title')}
      </h2>
      {ip.renewal_notification ? (
        <p className="jobs-label" data-testid="renewal-notification-label">
          {t('detail.renewal.label')}
        </p>
      ) : null}
      {ip.has_logo ? <img className="jobs-logo" src={logoHref} alt={t('detail.ipCard.logo')} width={96} height={96} /> : null}
      <dl className="jobs-facts">{(more ? rows.slice(0, MAIN_ROWS) : rows).map(fact)}{more ? null : classes}</dl>
      {more ? (
        <details className="jobs-more" data-testid="ip-more">
          <summary>{t('ipDetail.customer.more')}</summary>
          <dl className="jobs-facts">
            {rows.slice(MAIN_ROWS).map(fact)}
            {classes}
          </dl>
        </details>
      ) : null}
      {linkToDetail ? (
        <p className="jobs-note">
          <Link to={ip.detail_href} data-testid="ip-detail-link">
            {t('ipDetail.viewIp')} ›
          </Link>
        </p>
      ) : null}
      {ip.can_set_renewal_notification ? (
        <Form method="post" className="jobs-form">
          <input type="hidden" name="intent" value={RENEWAL_NOTIFICATION_INTENT} />
          <input type="hidden" name="ip_id" value={ip.id} />
          <button type="submit" className="button button--secondary" disabled={busy} data-testid="set-renewal-notification">
            {t('detail.renewal.set')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
