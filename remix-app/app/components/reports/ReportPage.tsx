import type { MyReportJson } from '@iprenew/models';
import { formatDate, REPORT_FILE_ACCEPT, REPORT_FILES_MAX, REPORT_MESSAGE_MAX, REPORT_TITLE_MAX } from '@iprenew/models/browser';
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { JobPager } from '~/components/jobs/JobPager';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert, Field } from '~/components/shell/Field';
import type { loader } from '~/routes/dashboard+/_customer+/report';

/** The action's answer to a refused report: the failure message, the errors by field and what was typed. */
export interface ReportActionAnswer {
  message: string;
  fieldErrors: Record<string, string[]>;
  values: { title?: string; message?: string };
}

/**
 * The feedback page (POR-52..54, G-39, ADR 043): the form — title, message, proof files, all required,
 * each error under its field — then the customer's reports, newest first, paged: reference, date,
 * status (Pending / Solved), the message, the proof files (authorised downloads) and the staff replies.
 */
export function ReportPage() {
  const { page, loadError, maxMb, flash } = useLoaderData<typeof loader>();
  const answer = useActionData<ReportActionAnswer>();
  const { t } = useTranslation('reports');
  const busy = useNavigation().state === 'submitting';
  const location = useLocation();
  const errors = answer?.fieldErrors ?? {};
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.perPage + 1;
  const last = Math.min(page.total, page.page * page.perPage);
  const described = (id: string, hint?: boolean) => [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      {flash ? <Alert flash={flash} tone={flash.type}>{t(flash.message, flash.params ?? {})}</Alert> : null}
      {answer ? <Alert tone="error">{t(answer.message)}</Alert> : null}
      <Form method="post" encType="multipart/form-data" className="panel form report-form" noValidate aria-labelledby="report-form-heading">
        <h2 className="panel__title" id="report-form-heading">
          {t('form.heading')}
        </h2>
        <Field id="report-title" label={t('form.title')} errors={errors.title} errorId="report-title-error">
          <input
            id="report-title"
            name="title"
            className="field__input"
            maxLength={REPORT_TITLE_MAX}
            defaultValue={answer?.values.title ?? ''}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={described('report-title')}
          />
        </Field>
        <Field id="report-message" label={t('form.message')} errors={errors.message} errorId="report-message-error">
          <textarea
            id="report-message"
            name="message"
            className="field__input report-form__message"
            rows={5}
            maxLength={REPORT_MESSAGE_MAX}
            defaultValue={answer?.values.message ?? ''}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={described('report-message')}
          />
        </Field>
        <Field
          id="report-attachment"
          label={t('form.attachment')}
          errors={errors.attachment}
          errorId="report-attachment-error"
          hint={t('form.attachmentHint', { count: REPORT_FILES_MAX, mb: maxMb })}
          hintId="report-attachment-hint"
        >
          <input
            id="report-attachment"
            name="attachment"
            type="file"
            multiple
            accept={REPORT_FILE_ACCEPT}
            className="field__input"
            aria-invalid={errors.attachment ? true : undefined}
            aria-describedby={described('report-attachment', true)}
          />
        </Field>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('form.submitting') : t('form.submit')}
          </button>
        </div>
      </Form>

      <section className="panel report-list" aria-labelledby="report-list-heading">
        <h2 className="panel__title" id="report-list-heading">
          {t('list.heading')}
        </h2>
        {loadError ? <Alert tone="error">{t(loadError)}</Alert> : null}
        {page.rows.length === 0 ? (
          loadError ? null : <p data-testid="reports-empty">{t('list.empty')}</p>
        ) : (
          <>
            <p className="jobs-count">{t('list.count', { first, last, total: page.total })}</p>
            <ol className="report-list__items" data-testid="report-rows">
              {page.rows.map((report) => (
                <ReportItem key={report.id} report={report} />
              ))}
            </ol>
          </>
        )}
        <JobPager page={page.page} lastPage={lastPage} query={new URLSearchParams(location.search)} />
      </section>
    </>
  );
}

function ReportItem({ report }: { report: MyReportJson }) {
  const { t } = useTranslation('reports');
  const headingId = `report-${report.id}-title`;
  return (
    <li className="report-item" data-testid={`report-${report.ref_code}`}>
      <article aria-labelledby={headingId}>
        <header className="report-item__head">
          <h3 className="report-item__title" id={headingId}>
            {report.title}
          </h3>
          <span className={`report-status report-status--${report.status.name.toLowerCase()}`} data-testid="report-status">
            {t(`status.${report.status.name}`)}
          </span>
        </header>
        <dl className="report-item__facts">
          <div>
            <dt>{t('list.reference')}</dt>
            <dd className="report-item__ref">{report.ref_code}</dd>
          </div>
          <div>
            <dt>{t('list.sentOn')}</dt>
            <dd>{report.created_at ? formatDate(report.created_at) : '—'}</dd>
          </div>
        </dl>
        <p className="report-item__message">{report.message}</p>
        {report.attachments.length > 0 ? (
          <div className="report-item__files">
            <h4>{t('list.attachments')}</h4>
            <ul>
              {report.attachments.map((file) => (
                <li key={file.id}>
                  <a href={`/dashboard/report/attachments/${file.id}`} download={file.name}>
                    {file.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="report-item__thread">
          <h4>{t('list.replies')}</h4>
          {report.replies.length === 0 ? (
            <p className="report-item__none">{t('list.noReplies')}</p>
          ) : (
            <ol>
              {report.replies.map((reply) => (
                <li key={reply.id} className={reply.unread ? 'report-reply report-reply--unread' : 'report-reply'}>
                  <p className="report-reply__meta">
                    {reply.created_at ? formatDate(reply.created_at) : ''}
                    {reply.unread ? <span className="report-reply__new"> {t('list.newReply')}</span> : null}
                  </p>
                  {reply.title ? <p className="report-reply__title">{reply.title}</p> : null}
                  <p className="report-reply__message">{reply.message}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      </article>
    </li>
  );
}
