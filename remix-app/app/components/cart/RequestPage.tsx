import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { JobPager } from '~/components/jobs/JobPager';
import { PageSizeForm } from '~/components/jobs/PageSizeForm';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { requestFormAction } from '~/routes/dashboard+/_customer+/request.server';
import type { RequestPageData } from '~/routes/dashboard+/_customer+/request-page.server';
import { RequestForm } from './RequestForm';
import { RequestList } from './RequestList';

/** The search (POR-37) and apply (POR-40) pages: the new-request form, then the customer's own list. */
export function RequestPage({ base, section }: { base: '/dashboard/search' | '/dashboard/apply'; section: 'search' | 'apply' }) {
  const { page } = useLoaderData() as { page: RequestPageData };
  const actionData = useActionData() as Awaited<ReturnType<typeof requestFormAction>> | undefined;
  const { t } = useTranslation('orders');
  const location = useLocation();
  const { total, page: pageNo, perPage } = page.paging;
  const first = total === 0 ? 0 : (pageNo - 1) * perPage + 1;
  const last = Math.min(total, pageNo * perPage);
  const states = actionData?.statesFor ? actionData.states : page.states;
  const statesFor = actionData?.statesFor ?? page.statesFor;
  return (
    <>
      <PageHeader title={t(`request.${section}.title`)} lead={t(`request.${section}.lead`)} />
      {actionData?.success ? (
        <Alert tone="success">
          {t(actionData.success)} <Link to="/dashboard/cart">{t('cart.filing.goToCart')}</Link>
        </Alert>
      ) : null}
      <section aria-labelledby="request-form-title">
        <h2 id="request-form-title" className="visually-hidden">
          {t(`request.${section}.formTitle`)}
        </h2>
        <RequestForm
          id={`${section}-request`}
          serviceId={page.serviceId}
          countries={page.countries}
          addressCountries={page.addressCountries}
          states={states}
          statesFor={statesFor}
          defaultValue={page.defaultValue}
          lastResult={actionData?.result}
          price={actionData?.price ?? null}
          pageUrl={base}
          money={page.money}
          fetchedAt={page.fetchedAt}
          submitLabel={t('cart.filing.submit')}
          busyLabel={t('cart.filing.submitting')}
        />
      </section>
      <section className="panel request-list-panel" aria-labelledby="request-list-title">
        <h2 id="request-list-title" className="panel__title">
          {t(`request.${section}.listTitle`)}
        </h2>
        {page.loadError ? (
          <Alert tone="error">{t(page.loadError)}</Alert>
        ) : (
          <>
            <RequestList entries={page.entries} serviceId={page.serviceId} base={base} emptyKey={`request.${section}.empty`} />
            {total > 0 ? (
              <div className="list-foot">
                <p className="jobs-count" data-testid="request-list-count">
                  {t('request.range', { first, last, total })}
                </p>
                <PageSizeForm id={`${section}-per-page`} perPage={perPage} query={new URLSearchParams(location.search)} />
              </div>
            ) : null}
            <JobPager page={pageNo} lastPage={Math.max(1, Math.ceil(total / perPage))} query={new URLSearchParams(location.search)} />
          </>
        )}
      </section>
    </>
  );
}
