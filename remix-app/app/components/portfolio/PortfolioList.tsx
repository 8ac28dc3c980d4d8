import type { CustomerIpListPage, CustomerIpRowJson } from '@iprenew/models';
import { applicationStatusLabelKey, formatDate, PAGE_SIZES, PORTFOLIO_CLASS_MAX, PORTFOLIO_SEARCH_MAX, PORTFOLIO_SORTS, type PortfolioLayout } from '@iprenew/models/browser';
import { Form, Link, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { JobPager } from '~/components/jobs/JobPager';
import { Alert } from '~/components/shell/Field';
import { useCountryName, useLocalisedCountries } from '~/components/useCountryName';
import { BulkRenewalBar, BulkRenewalCheckbox, BulkRenewalResultPanel, type BulkRenewalOutcome } from './BulkRenewal';

/**
 * The customer's IP list under the dashboard's cards (POR.b, ADR 040): a GET filter bar (type, status,
 * country, number of classes, search, sort, page size — the layout rides along), the card/grid or table
 * layout (POR-3, kept in the query), the rows with their display status (POR-22..25), the Renewal
 * Notification label (POR-2), a search's classes and goods (POR-9) and View, the count, the pages and
 * the empty state. A failed read shows `Fail_Retrieve_Intellectual_Property` over an empty list.
 */
export function PortfolioList({ list, layout, loadError, bulk = null }: { list: CustomerIpListPage; layout: PortfolioLayout; loadError: string | null; bulk?: BulkRenewalOutcome | null }) {
  const { t } = useTranslation('nav');
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const lastPage = Math.max(1, Math.ceil(list.total / list.perPage));
  const first = list.total === 0 ? 0 : (list.page - 1) * list.perPage + 1;
  const last = Math.min(list.total, list.page * list.perPage);
  const filtered = list.typeId !== 0 || list.status !== 0 || list.countryId !== null || list.multiclassNo !== null || list.search !== '';
  return (
    <section id="portfolio" className="panel jobs-panel portfolio" aria-labelledby="portfolio-title">
      <div className="portfolio__head">
        <div>
          <h2 id="portfolio-title" className="panel__title">
            {t('portfolio.title')}
          </h2>
          <p className="portfolio__lead">{t('portfolio.lead')}</p>
          {/* Issue 18: add records from a spreadsheet (ADR 075); what they will cost to renew (ADR 074). */}
          <p className="portfolio__lead portfolio__tools">
            <Link to="/dashboard/ip/import" data-testid="portfolio-import-link">
              {t('portfolio.import')}
            </Link>
            <Link to="/dashboard/forecast" data-testid="portfolio-forecast-link">
              {t('portfolio.forecast')}
            </Link>
          </p>
        </div>
        <LayoutToggle layout={layout} query={query} />
      </div>
      {loadError ? <Alert tone="error">{t(loadError)}</Alert> : null}
      {bulk ? <BulkRenewalResultPanel outcome={bulk} /> : null}
      <PortfolioFilters key={location.search} list={list} layout={layout} />
      {list.rows.length === 0 ? (
        loadError ? null : (
          <p className="jobs-empty" data-testid="portfolio-empty">
            {filtered ? t('portfolio.empty') : t('portfolio.emptyAll')}{' '}
            {filtered ? (
              <Link to={resetHref(layout)} preventScrollReset>
                {t('portfolio.filters.reset')}
              </Link>
            ) : null}
          </p>
        )
      ) : (
        <>
          <p className="jobs-count" data-testid="portfolio-count">
            {t('portfolio.count', { first, last, total: list.total })}
          </p>
          {/* Issue 18: tick records, then add all their renewals to the cart at once (a new answer clears the ticks). */}
          {list.rows.some(renewable) ? <BulkRenewalBar /> : null}
          {layout === 'table' ? <PortfolioTable key={bulk?.at ?? 'rows'} rows={list.rows} /> : <PortfolioGrid key={bulk?.at ?? 'rows'} rows={list.rows} />}
        </>
      )}
      <JobPager page={list.page} lastPage={lastPage} query={query} />
    </section>
  );
}

function LayoutToggle({ layout, query }: { layout: PortfolioLayout; query: URLSearchParams }) {
  const { t } = useTranslation('nav');
  const href = (next: PortfolioLayout) => {
    const params = new URLSearchParams(query);
    params.set('layout', next);
    return `?${params.toString()}#portfolio`;
  };
  return (
    <nav className="portfolio__layout" aria-label={t('portfolio.layout.label')}>
      {(['grid', 'table'] as const).map((option) => (
        <Link
          key={option}
          to={href(option)}
          preventScrollReset
          className={`button portfolio__button ${option === layout ? 'button--primary' : 'button--secondary'}`}
          aria-current={option === layout ? 'true' : undefined}
          data-testid={`portfolio-layout-${option}`}
        >
          {t(`portfolio.layout.${option}`)}
        </Link>
      ))}
    </nav>
  );
}

function PortfolioFilters({ list, layout }: { list: CustomerIpListPage; layout: PortfolioLayout }) {
  const { t } = useTranslation('nav');
  const countries = useLocalisedCountries(list.countries);
  // Each control under its label; `className` widens a field (the search).
  const field = (id: string, label: string, control: JSX.Element, className = 'field') => (
    <div className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control}
    </div>
  );
  const select = (id: string, name: string, label: string, value: string, options: { value: string; label: string }[]) =>
    field(
      id,
      label,
      <select id={id} name={name} className="field__input" defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>,
    );
  return (
    <Form method="get" action="/dashboard/overview#portfolio" preventScrollReset className="jobs-filters" aria-label={t('portfolio.filters.label')} data-testid="portfolio-filters">
      <input type="hidden" name="layout" value={layout} />
      {select('portfolio-type', 'type_id', t('portfolio.filters.type'), String(list.typeId), [0, 1, 2].map((id) => ({ value: String(id), label: t(`enums:ipType.${id}`) })))}
      {select('portfolio-status', 'status', t('portfolio.filters.status'), String(list.status), list.statuses.map((code) => ({ value: String(code), label: t(`applications:customer.statusFilter.${code}`) })))}
      {select('portfolio-country', 'country_id', t('portfolio.filters.country'), String(list.countryId ?? ''), [{ value: '', label: t('portfolio.filters.allCountries') }, ...countries.map((c) => ({ value: String(c.id), label: c.name }))])}
      {/* A number field (1–45, empty = any), not a 46-option list (issue 17: page weight); the list ignores anything else. */}
      {/* A number field (1–45, empty = any), not a 46-option list (issue 17: page weight); the list ignores anything else. */}
      {field(
        'portfolio-classes',
        t('portfolio.filters.classes'),
        <input id="portfolio-classes" type="number" name="multiclass_no" className="field__input" inputMode="numeric" min={1} max={PORTFOLIO_CLASS_MAX} step={1} defaultValue={list.multiclassNo ?? ''} placeholder={t('portfolio.filters.anyClasses')} />,
      )}
      {field(
        'portfolio-search',
        t('portfolio.filters.search'),
        <input id="portfolio-search" type="search" name="search" className="field__input" defaultValue={list.search} maxLength={PORTFOLIO_SEARCH_MAX} placeholder={t('portfolio.filters.searchPlaceholder')} />,
        'field jobs-filters__search',
      )}
      {select('portfolio-sort', 'sortby', t('portfolio.filters.sort'), list.sortby, PORTFOLIO_SORTS.map((sort) => ({ value: sort, label: t(`enums:sort.${sort}`) })))}
      {select('portfolio-per-page', 'per_page', t('portfolio.filters.perPage'), String(list.perPage), PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) })))}
      <div className="jobs-filters__actions">
        <button type="submit" className="button button--primary">
          {t('portfolio.filters.apply')}
        </button>
        <Link to={resetHref(layout)} preventScrollReset className="button button--secondary">
          {t('portfolio.filters.reset')}
        </Link>
      </div>
    </Form>
  );
}

/** Clear filters: the list unfiltered, in the same layout. */
const resetHref = (layout: PortfolioLayout) => (layout === 'table' ? '?layout=table#portfolio' : '?#portfolio');

/** The row's pieces, the same in both layouts. */
function useRowText() {
  const { t } = useTranslation('nav');
  const countryName = useCountryName();
  return {
    t,
    type: (row: CustomerIpRowJson) => (row.model_type === 'search' ? `${t(`enums:ipType.${row.type_id}`)} · ${t('portfolio.search')}` : t(`enums:ipType.${row.type_id}`)),
    country: (row: CustomerIpRowJson) => (row.country ? countryName(row.country.name, row.country.iso2) : '—'),
    name: (row: CustomerIpRowJson) => row.name ?? t('portfolio.noName'),
    expiry: (row: CustomerIpRowJson) => (row.expiry_date ? formatDate(row.expiry_date) : t('portfolio.noExpiry')),
    status: (row: CustomerIpRowJson) => {
      const status = row.display_status;
      if (status.kind === 'expired') return t('enums:displayStatus.expired');
      if (status.kind === 'expiring_soon') return t('enums:displayStatus.expiringSoon');
      if (status.kind === 'active') return t('enums:displayStatus.active');
      return status.status_id === null ? t('portfolio.noStatus') : t(applicationStatusLabelKey(status.service_id ?? 0, status.status_id));
    },
  };
}

const statusClass = (row: CustomerIpRowJson) =>
  `jobs-status portfolio-status portfolio-status--${row.display_status.kind === 'application' ? (row.display_status.status_id ?? 'none') : row.display_status.kind}`;

function Numbers({ row }: { row: CustomerIpRowJson }) {
  const { t } = useTranslation('nav');
  const numbers = [
    ['filingNo', row.filing_no],
    ['applicationNo', row.application_no],
    ['grantNo', row.grant_no],
  ].filter(([, value]) => value) as [string, string][];
  if (numbers.length === 0) return <span className="jobs-row__numbers">—</span>;
  return (
    <dl className="portfolio__numbers">
      {numbers.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`portfolio.columns.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Classes({ row }: { row: CustomerIpRowJson }) {
  const { t } = useTranslation('nav');
  if (row.classes.length > 0) {
    return (
      <ul className="portfolio__classes" data-testid="portfolio-classes">
        {row.classes.map((c, i) => (
          <li key={i}>
            <strong>{c.class_no ? `${c.class_no} — ${c.term}` : c.term}</strong>
            {c.goods ? <span>{c.goods}</span> : null}
          </li>
        ))}
      </ul>
    );
  }
  return row.multiclass_no ? <span className="jobs-row__meta">{t('portfolio.classCount', { count: row.multiclass_no })}</span> : null;
}

function StatusCell({ row }: { row: CustomerIpRowJson }) {
  const text = useRowText();
  return (
    <span className="portfolio__labels">
      <span className={statusClass(row)}>
        {text.status(row)}
      </span>
      {row.renewal_notification ? (
        <span className="jobs-status portfolio-status--renewal" data-testid="portfolio-renewal">
          {text.t('portfolio.renewalNotification')}
        </span>
      ) : null}
    </span>
  );
}

/** A record the selection offers: an IP record (a search request is not renewed); the operation decides whether it may be. */
const renewable = (row: CustomerIpRowJson) => row.model_type === 'ip';

function ViewLink({ row }: { row: CustomerIpRowJson }) {
  const text = useRowText();
  return (
    <Link to={row.href} className="button portfolio__button button--secondary" aria-label={text.t('portfolio.viewLabel', { name: text.name(row) })}>
      {text.t('portfolio.view')}
    </Link>
  );
}

function PortfolioGrid({ rows }: { rows: CustomerIpRowJson[] }) {
  const text = useRowText();
  return (
    <ul className="portfolio-grid" data-testid="portfolio-rows" data-layout="grid">
      {rows.map((row) => (
        <li key={row.id} className="portfolio-card" data-testid={`portfolio-row-${row.id}`}>
          <div className="portfolio-card__top">
            {renewable(row) ? <BulkRenewalCheckbox id={row.id} label={text.name(row)} /> : null}
            <span className="jobs-row__meta">
              {`${text.type(row)} · ${text.country(row)}`}
            </span>
            <StatusCell row={row} />
          </div>
          <h3 className="portfolio-card__name" data-testid="portfolio-name">
            {text.name(row)}
          </h3>
          <Numbers row={row} />
          <Classes row={row} />
          <div className="portfolio-card__foot">
            <span>
              <span className="portfolio__expiry-label">{text.t('portfolio.columns.expiry')}</span>{' '}
              <span className={`portfolio-expiry portfolio-expiry--${row.expiry_tone}`}>
                {text.expiry(row)}
              </span>
            </span>
            <ViewLink row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function PortfolioTable({ rows }: { rows: CustomerIpRowJson[] }) {
  const text = useRowText();
  const { t } = text;
  return (
    <div className="jobs-table-wrap">
      <table className="jobs-table" data-testid="portfolio-rows" data-layout="table">
        <caption className="visually-hidden">{t('portfolio.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('portfolio.columns.name')}</th>
            <th scope="col">{t('portfolio.columns.numbers')}</th>
            <th scope="col">{t('portfolio.columns.expiry')}</th>
            <th scope="col">{t('portfolio.columns.status')}</th>
            <th scope="col">{t('portfolio.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="jobs-row" data-testid={`portfolio-row-${row.id}`}>
              <td data-label={t('portfolio.columns.name')}>
                {renewable(row) ? <BulkRenewalCheckbox id={row.id} label={text.name(row)} /> : null}
                <span className="jobs-row__name" data-testid="portfolio-name">
                  {text.name(row)}
                </span>
                <span className="jobs-row__meta">
                  {`${text.type(row)} · ${text.country(row)}`}
                </span>
                <Classes row={row} />
              </td>
              <td data-label={t('portfolio.columns.numbers')}>
                <Numbers row={row} />
              </td>
              <td data-label={t('portfolio.columns.expiry')}>
                <span className={`portfolio-expiry portfolio-expiry--${row.expiry_tone}`}>
                  {text.expiry(row)}
                </span>
              </td>
              <td data-label={t('portfolio.columns.status')}>
                <StatusCell row={row} />
              </td>
              <td data-label={t('portfolio.columns.actions')}>
                <ViewLink row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Shown instead of the list when even the summary failed ('Fail to get Dashboard'). */
export function DashboardFailure({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation('nav');
  return <Alert tone="error">{t(messageKey)}</Alert>;
}
