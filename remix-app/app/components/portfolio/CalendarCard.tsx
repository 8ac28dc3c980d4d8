import type { CalendarLinkJson } from '@iprenew/models';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { Alert } from '~/components/shell/Field';

export const CALENDAR_INTENT = 'calendar-link';

/**
 * Issue 18: the customer's deadline calendar card on the dashboard — the private iCalendar link to
 * subscribe to (a read-only field to copy, and the file itself), Create or Regenerate (a plain form
 * post: works without JavaScript), and what the last press did.
 */
export function CalendarCard({ link, notice }: { link: CalendarLinkJson; notice: { tone: 'success' | 'error'; message: string } | null }) {
  const { t } = useTranslation('applications');
  const busy = useNavigation().formData?.get('intent') === CALENDAR_INTENT;
  return (
    <section className="panel calendar-card" aria-labelledby="calendar-title" data-testid="calendar-card">
      <h2 id="calendar-title" className="panel__title">
        {t('calendar.title')}
      </h2>
      <p>{t('calendar.body')}</p>
      {notice ? <Alert tone={notice.tone}>{t(notice.message)}</Alert> : null}
      {link.url ? (
        <div className="calendar-card__link">
          <label htmlFor="calendar-url">{t('calendar.url_label')}</label>
          <input id="calendar-url" className="field__input" type="url" readOnly value={link.url} data-testid="calendar-url" onFocus={(event) => event.currentTarget.select()} />
          <a href={link.url} download className="button button--secondary">
            {t('calendar.download')}
          </a>
        </div>
      ) : (
        <p className="calendar-card__none">{t('calendar.none')}</p>
      )}
      <Form method="post" className="form-actions">
        <input type="hidden" name="intent" value={CALENDAR_INTENT} />
        {link.can_create ? (
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('calendar.create')}
          </button>
        ) : null}
        {link.can_regenerate ? (
          <>
            <button type="submit" className="button button--secondary" disabled={busy}>
              {t('calendar.regenerate')}
            </button>
            <small className="calendar-card__hint">{t('calendar.regenerate_hint')}</small>
          </>
        ) : null}
      </Form>
    </section>
  );
}
