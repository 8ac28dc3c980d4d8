import { JOB_PAGE_SIZES, JOB_SEARCH_MAX } from '@iprenew/models/browser';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/**
 * The list's filters (AGT-2): type_id (0 All Types, 1 Trademark, 2 Patent), app_status (0 = all of
 * the list), search and page size — a GET form, so it works without JavaScript and the address keeps
 * the filters.
 */
export function JobFilters({ typeId, appStatus, search, perPage, statuses }: { typeId: number; appStatus: number; search: string; perPage: number; statuses: readonly number[] }) {
  const { t } = useTranslation('jobs');
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
        <select id="jobs-status" name="app_status" className="field__input" defaultValue={String(appStatus)}>
          <option value="0">{t('list.filters.allStatuses')}</option>
          {statuses.map((id) => (
            <option key={id} value={id}>
              {t(`enums:applicationStatusLabel.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field jobs-filters__search">
        <label className="field__label" htmlFor="jobs-search">
          {t('list.filters.search')}
        </label>
        <input id="jobs-search" type="search" name="search" className="field__input" defaultValue={search} maxLength={JOB_SEARCH_MAX} placeholder={t('list.filters.searchPlaceholder')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="jobs-per-page">
          {t('list.filters.perPage')}
        </label>
        <select id="jobs-per-page" name="per_page" className="field__input" defaultValue={String(perPage)}>
          {JOB_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
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
