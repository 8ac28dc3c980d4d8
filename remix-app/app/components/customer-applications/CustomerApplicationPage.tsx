import { formatDate, formatMoney } from '@iprenew/models/browser';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { IpCard } from '~/components/jobs/IpCard';
import { statusLabel } from '~/components/jobs/labels';
import { PageHeader } from '~/components/shell/DashboardShell';
import type { customerApplicationLoader } from '~/routes/dashboard+/_customer+/customer-applications.server';

/**
 * The customer's application page (POR-27..29, ACL-51, ADR 038), read-only: the application's facts
 * (reference, date, service, status, agent), the IP card, the orders that paid for it and the files
 * shown to the customer, each downloadable. No step, no edit.
 */
export function CustomerApplicationPage() {
  const { application, files } = useLoaderData<typeof customerApplicationLoader>();
  const { t } = useTranslation('applications');
  const none = t('jobs:detail.ipCard.none');
  const facts: [string, string][] = [
    ['reference', application.reference],
    ['applicationDate', formatDate(application.application_date)],
    ['service', t(`enums:service.${application.service_id}`)],
    ['status', statusLabel(t, application.service_id, application.status_id)],
    ['agent', application.agent ? [application.agent.name, application.agent.email].filter(Boolean).join(' · ') : t('customer.detail.noAgent')],
  ];
  return (
    <>
      <p className="jobs-back">
        <Link to="/dashboard/application/all">‹ {t('customer.detail.back')}</Link>
      </p>
      <PageHeader title={application.reference} lead={`${t(`enums:ipType.${application.type_id}`)} · ${t(`enums:service.${application.service_id}`)} · ${statusLabel(t, application.service_id, application.status_id)}`} />
      <p className="jobs-note" data-testid="read-only-note">
        {t('customer.detail.readOnly')}
      </p>
      <div className="jobs-detail" data-testid="customer-application">
        <div className="jobs-detail__main">
          <section className="panel jobs-card" aria-labelledby="customer-app-info" data-testid="customer-application-info">
            <h2 id="customer-app-info" className="panel__title">
              {t('customer.detail.info')}
            </h2>
            <dl className="jobs-facts">
              {facts.map(([key, value]) => (
                <div key={key} className="jobs-facts__row" data-testid={`app-${key}`}>
                  <dt>{t(`customer.detail.${key}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section className="panel jobs-card" aria-labelledby="customer-app-orders" data-testid="customer-application-orders">
            <h2 id="customer-app-orders" className="panel__title">
              {t('customer.detail.orders')}
            </h2>
            {application.orders.length === 0 ? (
              <p className="jobs-empty">{t('customer.detail.noOrders')}</p>
            ) : (
              <div className="jobs-table-wrap">
                <table className="jobs-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('customer.detail.orderReference')}</th>
                      <th scope="col">{t('customer.detail.orderDate')}</th>
                      <th scope="col">{t('customer.detail.orderTotal')}</th>
                      <th scope="col">{t('customer.detail.orderPaid')}</th>
                      <th scope="col">{t('customer.detail.orderStatus')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {application.orders.map((order) => (
                      <tr key={order.id} className="jobs-row" data-testid={`order-${order.reference}`}>
                        <th scope="row">{order.reference}</th>
                        <td data-label={t('customer.detail.orderDate')}>{order.created_at ? formatDate(order.created_at.slice(0, 10)) : none}</td>
                        <td data-label={t('customer.detail.orderTotal')}>{formatMoney(order.total, 'MYR')}</td>
                        <td data-label={t('customer.detail.orderPaid')}>
                          {formatMoney(order.paid_amount, 'MYR')}
                          {order.payment_method ? <span className="jobs-row__meta">{t(`enums:paymentMethod.${order.payment_method}`)}</span> : null}
                        </td>
                        <td data-label={t('customer.detail.orderStatus')}>{t(`enums:orderStatus.${order.status}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section className="panel jobs-card" aria-labelledby="customer-app-files" data-testid="customer-application-files">
            <h2 id="customer-app-files" className="panel__title">
              {t('customer.detail.files')}
            </h2>
            {files.length === 0 ? (
              <p className="jobs-empty">{t('customer.detail.noFiles')}</p>
            ) : (
              <div className="jobs-table-wrap">
                <table className="jobs-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('customer.detail.fileName')}</th>
                      <th scope="col">{t('customer.detail.fileDescription')}</th>
                      <th scope="col">{t('customer.detail.fileDate')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {files.map((file) => (
                      <tr key={file.id} className="jobs-row" data-testid={`file-${file.id}`}>
                        <th scope="row">
                          <a href={`/dashboard/application/${application.id}/files/${file.id}`} download={file.filename} className="jobs-row__link">
                            {t('customer.detail.download')}: {file.filename}
                          </a>
                        </th>
                        <td data-label={t('customer.detail.fileDescription')}>{file.description ?? none}</td>
                        <td data-label={t('customer.detail.fileDate')}>{file.created_at ? formatDate(file.created_at.slice(0, 10)) : none}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
        <div className="jobs-detail__side">
          <IpCard ip={application.ip} owner={application.owner} requestDate={application.created_at} logoHref={`/dashboard/application/${application.id}/logo`} />
        </div>
      </div>
    </>
  );
}
