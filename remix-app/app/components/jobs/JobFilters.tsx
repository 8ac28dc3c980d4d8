import { JOB_SEARCH_MAX } from '@iprenew/models/browser';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PageSizeField } from './PageSizeForm';

/**
 * The list's filters (AGT-2): type_id (0 All Types, 1 Trademark, 2 Patent), app_status (0 = all of
 * the list), search and page size — a GET form, so it works without JavaScript and the address keeps
 * the filters.
 */
export function JobFilters({
  typeId,
  appStatus,
  search,
  perPage,
  statuses,
  statusFilter,
  searchPlaceholder,
}: {
  typeId: number;
  appStatus: number;
  search: string;
  perPage: number;
  statuses: readonly number[];
  /** Another list's status select (the customer's codes, POR-13): its query name and its choices, 0 (all) first. */
  statusFilter?: { name: string; options: { value: number; label: string }[] };
  /** The search box's hint when the list searches other columns. */
  searchPlaceholder?: string;
}) {
  const { t } = useTranslation('jobs');
  const statusOptions = statusFilter?.options ?? [{ value: 0, label: t('list.filters.allStatuses') }, ...statuses.map((id) => ({ value: id, label: t(`enums:applicationStatusLabel.${id}`) }))];
  return (
    <Form method="get" className="jobs-filters" aria-label={t('list.filters.label')} data-testid="job-filters">
      <div className="field">
        <label className="field__label" htmlFor="jobs-type">
          {t('list.filters.type')}
        </label>
        <select id="jobs-type" name="type_id" className="field__input" defaultValue={String(typeId)}>
          {[0, 1, 2].map((id) => (
            <option key={id} value={id}>
              {t(`enums:ipType.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="jobs-status">
          {t('list.filters.status')}
        </label>
        <select id="jobs-status" name={statusFilter?.name ?? 'app_status'} className="field__input" defaultValue={String(appStatus)}>
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field jobs-filters__search">
        <label className="field__label" htmlFor="jobs-search">
          {t('list.filters.search')}
        </label>
        <input id="jobs-search" type="search" name="search" className="field__input" defaultValue={search} maxLength={JOB_SEARCH_MAX} placeholder={searchPlaceholder ?? t('list.filters.searchPlaceholder')} />
      </div>
      <div className="field">
        <PageSizeField id="jobs-per-page" perPage={perPage} />
      </div>
      <div className="jobs-filters__actions">
        <button type="submit" className="button button--primary">
          {t('list.filters.apply')}
        </button>
        <Link to="." className="button button--secondary">
          {t('list.filters.reset')}
        </Link>
      </div>
    </Form>
  );
}
