import { formatDate, formatMoney } from '@iprenew/models/browser';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CardTable } from '~/components/jobs/CardTable';
import { FactList } from '~/components/jobs/FactList';
import { IpCard } from '~/components/jobs/IpCard';
import { DeliveryRequestCard } from './DeliveryRequestCard';
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
            <FactList rows={facts.map(([key, value]) => [`app-${key}`, t(`customer.detail.${key}`), value])} />
          </section>

          <CardTable
            id="customer-app-orders"
            testId="customer-application-orders"
            title={t('customer.detail.orders')}
            empty={application.orders.length === 0 ? t('customer.detail.noOrders') : null}
            columns={[t('customer.detail.orderReference'), t('customer.detail.orderDate'), t('customer.detail.orderTotal'), t('customer.detail.orderPaid'), t('customer.detail.orderStatus')]}
          >
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
          </CardTable>

          <CardTable
            id="customer-app-files"
            testId="customer-application-files"
            title={t('customer.detail.files')}
            empty={files.length === 0 ? t('customer.detail.noFiles') : null}
            columns={[t('customer.detail.fileName'), t('customer.detail.fileDescription'), t('customer.detail.fileDate')]}
          >
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
          </CardTable>
        </div>
        <div className="jobs-detail__side">
          <IpCard ip={application.ip} owner={application.owner} requestDate={application.created_at} logoHref={`/dashboard/application/${application.id}/logo`} linkToDetail={application.ip.status === 1} />
          <DeliveryRequestCard />
        </div>
      </div>
    </>
  );
}
