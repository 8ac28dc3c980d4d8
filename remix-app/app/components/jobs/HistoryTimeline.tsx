import type { JobHistoryJson } from '@iprenew/models';
import { historyText, type HistoryTranslate } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';
import { useListTime } from '~/components/useListTime';

/**
 * AGT-9: the history, newest first — what happened (in the reader's language, ADR 032), who, when, and
 * its file. The agent's job page and the customer's application page (the entries fit for them, ADR 042).
 */
export function HistoryTimeline({ job }: { job: { id: number; service_id: number; history: JobHistoryJson[] } }) {
  const { t } = useTranslation('jobs');
  const listTime = useListTime();
  return (
    <section className="panel jobs-card" aria-labelledby="history-title" data-testid="history">
      <h2 id="history-title" className="panel__title">
        {t('detail.history.title')}
      </h2>
      {job.history.length === 0 ? (
        <p>{t('detail.history.empty')}</p>
      ) : (
        <ol className="jobs-timeline">
          {job.history.map((entry) => (
            <li key={entry.id} className="jobs-timeline__entry" data-testid="history-entry">
              <p className="jobs-timeline__message">{historyText(t as HistoryTranslate, job.service_id, entry)}</p>
              <p className="jobs-timeline__meta">
                {entry.created_at ? <time dateTime={entry.created_at}>{listTime(entry.created_at)}</time> : null}
                {entry.actor ? <span> · {t('detail.history.by', { name: entry.actor })}</span> : null}
                {entry.file_id ? (
                  <>
                    {' · '}
                    <a href={`/dashboard/application/${job.id}/files/${entry.file_id}`} download>
                      {t('detail.history.file')}
                    </a>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
