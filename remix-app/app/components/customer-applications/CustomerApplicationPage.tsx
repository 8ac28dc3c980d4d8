import { formatDate, formatMoney } from '@iprenew/models/browser';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { paymentResponsePath } from '~/components/checkout/response-path';
import { CardTable } from '~/components/jobs/CardTable';
import { FactList } from '~/components/jobs/FactList';
import { HistoryTimeline } from '~/components/jobs/HistoryTimeline';
import { IpCard } from '~/components/jobs/IpCard';
import { DeliveryRequestCard } from './DeliveryRequestCard';
import { statusLabel } from '~/components/jobs/labels';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { CustomerActionFailure, CustomerOrderActions, customerApplicationLoader } from '~/routes/dashboard+/_customer+/customer-applications.server';
import { AcknowledgeRate } from './AcknowledgeRate';
import { CustomerFilesCard } from './CustomerFilesCard';

/**
 * The actions of an order in the payment table (ORD-51, G-64), each offered by the order's rules: Upload
 * Slip and Cancel (its confirmation step) on the order's receipt, Pay Now back to checkout for the same
 * reference, Download / View Invoice once paid.
 */
function OrderActions({ actions }: { actions: CustomerOrderActions | undefined }) {
  const { t } = useTranslation('applications');
  if (!actions) return null;
  const { reference } = actions;
  const receipt = paymentResponsePath(reference, 'view', { waited: '1' });
  const invoice = `/storage/uploads/invoice/${encodeURIComponent(reference)}-invoice.pdf`;
  return (
    <div className="order-actions">
      {actions.can_upload_slip ? (
        <Link to={`${receipt}#slip`} className="button button--primary" data-testid="order-upload-slip">
          {t('customer.payments.uploadSlip')}
        </Link>
      ) : null}
      {actions.can_pay_now ? (
        <Link to={`/dashboard/cart/checkout?ref=${encodeURIComponent(reference)}`} className="button button--primary" data-testid="order-pay-now">
          {t('customer.payments.payNow')}
        </Link>
      ) : null}
      {actions.can_download_invoice ? (
        <>
          <a href={invoice} download={`${reference}-invoice.pdf`} className="button button--secondary" data-testid="order-download-invoice">
            {t('customer.payments.downloadInvoice')}
          </a>
          <a href={invoice} target="_blank" rel="noreferrer" className="button button--secondary" data-testid="order-view-invoice">
            {t('customer.payments.viewInvoice')}
          </a>
        </>
      ) : null}
      {actions.can_cancel ? (
        <Link to={paymentResponsePath(reference, 'view', { waited: '1', confirm: 'cancel' })} className="button button--secondary" data-testid="order-cancel">
          {t('customer.payments.cancel')}
        </Link>
      ) : null}
      <Link to={receipt} className="button button--secondary">
        {t('customer.payments.view')}
      </Link>
    </div>
  );
}

/**
 * The customer's application page (POR-27..29, ACL-51, ADR 038, ADR 042): the application's facts
 * (reference, date, service, status, agent), Acknowledge and Rate in Certificate Ready, the orders
 * that paid for it with their payment actions, the files shown to the customer, each downloadable, and
 * the history fit for the customer. No step, no edit.
 */
export function CustomerApplicationPage() {
  const { application, files, orderActions, flash } = useLoaderData<typeof customerApplicationLoader>();
  const actionData = useActionData<{ failure?: CustomerActionFailure | null }>();
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
      {flash ? (
        <Alert flash={flash} tone={flash.type}>
          <span data-testid="customer-application-flash">{t(flash.message, flash.params ?? {})}</span>
        </Alert>
      ) : null}
      <div className="jobs-detail" data-testid="customer-application">
        <div className="jobs-detail__main">
          <AcknowledgeRate application={application} failure={actionData?.failure ?? null} />
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
            columns={[
              t('customer.detail.orderReference'),
              t('customer.detail.orderDate'),
              t('customer.detail.orderTotal'),
              t('customer.detail.orderPaid'),
              t('customer.detail.orderStatus'),
              t('customer.payments.actions'),
            ]}
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
                <td data-label={t('customer.payments.actions')}>
                  <OrderActions actions={orderActions.find((actions) => actions.reference === order.reference)} />
                </td>
              </tr>
            ))}
          </CardTable>

          <CustomerFilesCard applicationId={application.id} files={files} id="customer-app-files" testId="customer-application-files" />

          <HistoryTimeline job={application} />
        </div>
        <div className="jobs-detail__side">
          <IpCard ip={application.ip} owner={application.owner} requestDate={application.created_at} logoHref={`/dashboard/application/${application.id}/logo`} linkToDetail={application.ip.status === 1} />
          <DeliveryRequestCard />
        </div>
      </div>
    </>
  );
}
