import type { ImportRow } from '@iprenew/models';
import { IMPORT_FIELDS, type ImportField } from '@iprenew/models/browser';
import { Form, Link, useLoaderData, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { ImportPageData } from '~/routes/dashboard+/_customer+/portfolio-import.server';

const IMPORT_PATH = '/dashboard/ip/import';
const LIST_PATH = '/dashboard/overview#portfolio';

/** The sheet's columns, in the template's order. */
const FIELDS: readonly ImportField[] = IMPORT_FIELDS;

/**
 * The portfolio import page (issue 18, ADR 075): 1. the template in the reader's language (xlsx, csv),
 * 2. the upload — sent by a small script that shows the upload's progress and then the checking step,
 * a plain form post without JavaScript — and 3. the preview: the counts, every listed row with each
 * cell's value and its errors translated under it, duplicates marked, and Import, which creates the
 * valid rows at once. Nothing is saved before Import.
 */
export function PortfolioImportPage() {
  const { preview, previewError, refusal, flash } = useLoaderData<ImportPageData>();
  const { t } = useTranslation('ip-records');
  const location = useLocation();
  return (
    <>
      <p className="pi-back">
        <Link to={LIST_PATH}>‹ {t('import.page.back')}</Link>
      </p>
      <PageHeader title={t('import.page.title')} lead={t('import.page.lead')} />
      {flash ? (
        <Alert tone={flash.type} flash={flash}>
          {t(flash.message, flash.params ?? {})}
        </Alert>
      ) : null}
      {previewError ? <Alert tone="error">{t(previewError)}</Alert> : null}
      {/* A new answer (?error=…, ?token=…) starts the form afresh. */}
      {preview ? <Preview preview={preview} /> : <Upload key={location.search} refusal={refusal} />}
    </>
  );
}

function Upload({ refusal }: { refusal: ImportPageData['refusal'] }) {
  const { t } = useTranslation('ip-records');
  const navigate = useNavigate();
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Sends the form with XMLHttpRequest for its upload progress, then goes where the answer's redirect went. */
  function upload(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (typeof XMLHttpRequest === 'undefined') return;
    event.preventDefault();
    setFailure(null);
    setPercent(0);
    const request = new XMLHttpRequest();
    request.open('POST', form.action);
    request.upload.onprogress = (progress) => {
      if (progress.lengthComputable) setPercent(Math.min(100, Math.round((progress.loaded / progress.total) * 100)));
    };
    request.upload.onload = () => setPercent(100);
    request.onload = () => {
      const landed = new URL(request.responseURL || form.action, window.location.href);
      if (request.status === 413) {
        setPercent(null);
        setFailure('import.errors.too_large');
        return;
      }
      if (landed.pathname !== IMPORT_PATH || request.status >= 400) {
        setPercent(null);
        setFailure('import.errors.fail');
        return;
      }
      navigate(`${landed.pathname}${landed.search}`);
    };
    request.onerror = () => {
      setPercent(null);
      setFailure('import.errors.fail');
    };
    request.send(new FormData(form));
  }

  const busy = percent !== null;
  return (
    <>
      {refusal && !busy && !failure ? (
        <Alert tone="error">
          <span data-testid="import-refusal">{t(refusal.key, refusal.params)}</span>
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error">
          <span data-testid="import-refusal">{t(failure, { max: '5 MB' })}</span>
        </Alert>
      ) : null}
      <section className="panel pi-panel" aria-labelledby="pi-template-title">
        <h2 id="pi-template-title" className="panel__title">
          {t('import.page.template_title')}
        </h2>
        <div className="pi-actions">
          <a className="button button--secondary" href={`${IMPORT_PATH}/template?format=xlsx`} download data-testid="import-template-xlsx">
            {t('import.page.template_xlsx')}
          </a>
          <a className="button button--secondary" href={`${IMPORT_PATH}/template?format=csv`} download data-testid="import-template-csv">
            {t('import.page.template_csv')}
          </a>
        </div>
      </section>
      <section className="panel pi-panel" aria-labelledby="pi-upload-title">
        <h2 id="pi-upload-title" className="panel__title">
          {t('import.page.upload_title')}
        </h2>
        <form method="post" action={IMPORT_PATH} encType="multipart/form-data" onSubmit={upload} className="pi-upload">
          <input type="hidden" name="intent" value="upload" />
          <label htmlFor="pi-file" className="pi-label">
            {t('import.page.file_label')}
          </label>
          <input
            id="pi-file"
            name="file"
            type="file"
            required
            disabled={busy}
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            data-testid="import-file"
          />
          <div className="pi-actions">
            <button type="submit" className="button button--primary" disabled={busy} data-testid="import-upload">
              {t('import.page.upload')}
            </button>
          </div>
          {busy ? (
            <div className="pi-progress" role="status" aria-live="polite" data-testid="import-progress">
              <progress max={100} value={percent < 100 ? percent : undefined} aria-label={t('import.page.upload')} />
              <span>{percent < 100 ? t('import.page.uploading', { percent }) : t('import.page.checking')}</span>
            </div>
          ) : null}
        </form>
      </section>
    </>
  );
}

function Preview({ preview }: { preview: NonNullable<ImportPageData['preview']> }) {
  const { t } = useTranslation('ip-records');
  const navigation = useNavigation();
  const confirming = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'confirm';
  const { summary } = preview;
  const confirmed = preview.status === 'confirmed';
  return (
    <section className="panel pi-panel" aria-labelledby="pi-preview-title">
      <h2 id="pi-preview-title" className="panel__title">
        {t('import.page.preview_title')}
      </h2>
      <p className="pi-file">{t('import.page.file', { name: preview.file_name })}</p>
      <dl className="pi-summary" data-testid="import-summary">
        <Count label={t('import.page.summary_total')} value={summary.total} id="total" />
        <Count label={t('import.page.summary_valid')} value={summary.valid} id="valid" />
        <Count label={t('import.page.summary_errors')} value={summary.errors} id="errors" />
        <Count label={t('import.page.summary_duplicates')} value={summary.duplicates} id="duplicates" />
      </dl>
      {confirmed ? (
        <div className="pi-done" data-testid="import-done">
          <p>{t('import.page.created', { count: preview.created_count ?? 0 })}</p>
          <div className="pi-actions">
            <Link className="button button--primary" to={LIST_PATH} data-testid="import-to-list">
              {t('import.page.back')}
            </Link>
            <Link className="button button--secondary" to={IMPORT_PATH}>
              {t('import.page.another')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="pi-note" data-testid="import-nothing-written">
            {t('import.page.nothing_written')} {t('import.page.expires')}
          </p>
          {preview.can_confirm ? (
            <Form method="post" action={`${IMPORT_PATH}?token=${preview.token}`} className="pi-actions">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="token" value={preview.token} />
              <button type="submit" className="button button--primary" disabled={confirming} data-testid="import-confirm">
                {confirming ? t('import.page.confirming') : t('import.page.confirm', { count: summary.valid })}
              </button>
              <Link className="button button--secondary" to={IMPORT_PATH}>
                {t('import.page.another')}
              </Link>
              {confirming ? (
                <div className="pi-progress" role="status" aria-live="polite">
                  <progress aria-label={t('import.page.confirming')} />
                </div>
              ) : null}
            </Form>
          ) : (
            <Alert tone="error">{t('import.page.no_valid')}</Alert>
          )}
        </>
      )}
      <RowsTable rows={preview.rows} />
      {preview.hidden > 0 ? <p className="pi-note">{t('import.page.hidden', { count: preview.hidden })}</p> : null}
    </section>
  );
}

function Count({ label, value, id }: { label: string; value: number; id: string }) {
  return (
    <div className={`pi-count pi-count--${id}`}>
      <dt>{label}</dt>
      <dd data-testid={`import-count-${id}`}>{value}</dd>
    </div>
  );
}

function RowsTable({ rows }: { rows: ImportRow[] }) {
  const { t } = useTranslation('ip-records');
  return (
    <div className="pi-table-wrap" tabIndex={0} role="region" aria-label={t('import.page.preview_title')}>
      <table className="pi-table" data-testid="import-rows">
        <thead>
          <tr>
            <th scope="col">{t('import.page.line')}</th>
            <th scope="col">{t('import.page.status')}</th>
            {FIELDS.map((field) => (
              <th scope="col" key={field}>
                {t(`import.columns.${field}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={`pi-row pi-row--${row.status}`} data-testid={`import-row-${row.line}`} data-status={row.status}>
              <th scope="row">{row.line}</th>
              <td>
                <span className={`pi-status pi-status--${row.status}`}>{t(`import.page.status_${row.status}`)}</span>
                {row.duplicate ? (
                  <span className="pi-duplicate">
                    {row.duplicate.of === 'record' ? t('import.page.duplicate_record') : t('import.page.duplicate_row', { line: row.duplicate.line })}
                  </span>
                ) : null}
                {row.status === 'error' ? (
                  // Which cells to look at, where the table scrolls sideways (a phone).
                  <span className="pi-error-fields">
                    {FIELDS.filter((field) => row.errors[field])
                      .map((field) => t(`import.columns.${field}`))
                      .join(', ')}
                  </span>
                ) : null}
                {row.errors._?.map((message) => (
                  <span className="pi-error" key={message}>
                    {t(message)}
                  </span>
                ))}
              </td>
              {FIELDS.map((field) => {
                const errors = row.errors[field];
                const value = row.cells[field] ?? '';
                return (
                  <td key={field} className={errors ? 'pi-cell pi-cell--error' : 'pi-cell'} data-testid={`import-cell-${row.line}-${field}`}>
                    <span className="pi-value">{value.length > 120 ? `${value.slice(0, 120)}…` : value}</span>
                    {errors?.map((message) => (
                      <span className="pi-error" key={message} data-testid={`import-error-${row.line}-${field}`}>
                        {t(message)}
                      </span>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
