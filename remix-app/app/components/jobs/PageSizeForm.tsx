import { JOB_PAGE_SIZES } from '@iprenew/models/browser';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';

/** The labelled page-size select (SYS-8: 5, 10, 25 or 50), `per_page` of a list's GET form. */
export function PageSizeField({ id, perPage }: { id: string; perPage: number }) {
  const { t } = useTranslation('jobs');
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {t('list.filters.perPage')}
      </label>
      <select id={id} name="per_page" className="field__input" defaultValue={String(perPage)}>
        {JOB_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * The page size of a list without filters of its own (SYS-8: 5, 10, 25 or 50): a GET form that keeps
 * the address's other parameters and starts again at page 1; works without JavaScript.
 */
export function PageSizeForm({ id, perPage, query }: { id: string; perPage: number; query: URLSearchParams }) {
  const { t } = useTranslation('jobs');
  const kept = [...query.entries()].filter(([name]) => name !== 'page' && name !== 'per_page');
  return (
    <Form method="get" className="page-size-form" aria-label={t('list.filters.perPage')}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PageSizeField id={id} perPage={perPage} />
      <button type="submit" className="button button--secondary">
        {t('list.filters.apply')}
      </button>
    </Form>
  );
}
