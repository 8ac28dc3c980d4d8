import { PAGE_SIZES } from '@iprenew/models/browser';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';

const STATUSES = [0, 1, 2, 3, 4, 5] as const;

/** DLV-1: status filter (0 all by default), search and page size, sent as the page's query. */
export function DeliveryFilters({ status, q, perPage }: { status: number; q: string; perPage: number }) {
  const { t } = useTranslation('deliveries');
  return (
    <Form method="get" className="dlv-filters" role="search">
      <label className="dlv-filters__field">
        <span>{t('filter.label')}</span>
        <select name="status" defaultValue={String(status)} className="field__input">
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`filter.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="dlv-filters__field dlv-filters__search">
        <span>{t('filter.search')}</span>
        <input type="search" name="q" defaultValue={q} maxLength={64} placeholder={t('filter.searchPlaceholder')} className="field__input" />
      </label>
      <label className="dlv-filters__field">
        <span>{t('page.perPage')}</span>
        <select name="per_page" defaultValue={String(perPage)} className="field__input">
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--secondary">
        {t('filter.apply')}
      </button>
    </Form>
  );
}
