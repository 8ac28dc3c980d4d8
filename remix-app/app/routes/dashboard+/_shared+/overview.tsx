import { addBulkRenewals, dashboardSummary, emptyCustomerIpListPage, getCalendarLink, isAppError, issueCalendarLink, listCustomerIpRecords, ROLE, type Actor, type DashboardSummary } from '@iprenew/models';
import { formatListTime, MEMBER_IN_PROGRESS_CODE, portfolioLayoutOf } from '@iprenew/models/browser';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { AgentStats } from '~/components/jobs/AgentStats';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { BULK_RENEWAL_INTENT, type BulkRenewalOutcome } from '~/components/portfolio/BulkRenewal';
import { CalendarCard, CALENDAR_INTENT } from '~/components/portfolio/CalendarCard';
import { DashboardFailure, PortfolioList } from '~/components/portfolio/PortfolioList';
import portfolioStyles from '~/components/portfolio/portfolio.css?url';
import { navTitle } from '~/components/shell/meta';
import { displayName, roleLabelKey } from '~/routes/dashboard+/shell.server';
import { shellIcons, type ShellIconName } from '~/components/shell/ShellIcons';
import { requirePage } from '~/lib/guard.server';
import { requestLanguage, translate } from '~/lib/i18n.server';
import { getCurrentSession } from '~/lib/session.server';

/**
 * Dashboard overview (ACL-20): greeting, last login (ACC-16: DD MMM YYYY hh:mm a in Kuala Lumpur
 * time, or 'First Time Login') and the role's summary counted from the database. The login shown is
 * the one before this session (kept in the session data at sign-in), else the stored last_login.
 * Members also get their IP list under the cards (POR.b, ADR 040: filters, sort, layout and pages in
 * the query string). 'Fail to get Dashboard' when the summary cannot be read (POR-6),
 * `Fail_Retrieve_Intellectual_Property` when the list cannot (POR-12); the page still renders.
 */
export const handle = { i18n: ['common', 'nav', 'jobs', 'enums', 'applications', 'site', 'countries'] };
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: jobsStyles },
  { rel: 'stylesheet', href: portfolioStyles },
];

const SUMMARY_FAIL = 'nav:portfolio.summaryFail';
const LIST_FAIL = 'nav:portfolio.fail';

/** Logs what is not an AppError (a bug or the database), then answers the page's failure key. */
async function orFailure<T>(label: string, fallback: T, failKey: string, read: () => Promise<T>): Promise<{ value: T; error: string | null }> {
  try {
    return { value: await read(), error: null };
  } catch (error) {
    console.error(`[overview] ${label}`, isAppError(error) ? error.messageKey : error);
    return { value: fallback, error: failKey };
  }
}

/** POR.b: the member's IP list from the query string (type_id, status, country_id, multiclass_no, search, sortby, page, per_page; bounded in portfolioQueryOf). */
function memberList(actor: Actor, params: URLSearchParams) {
  const query = Object.fromEntries([...params.entries()].map(([key, value]) => [key, value.slice(0, 200)]));
  return orFailure('list', emptyCustomerIpListPage(query), LIST_FAIL, () => listCustomerIpRecords({ actor, query }));
}

export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'dashboard.title');

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, actor } = await requirePage(request, 'dashboard.overview');
  const current = await getCurrentSession(request);
  const data = current?.data ?? {};
  const previous = 'previousLogin' in data ? (data.previousLogin as string | null) : user.last_login;
  const params = new URL(request.url).searchParams;
  const member = user.role_id === ROLE.MEMBER;
  const [summary, list, calendar] = await Promise.all([
    orFailure<DashboardSummary>('summary', { kind: 'none' }, SUMMARY_FAIL, () => dashboardSummary({ actor: user })),
    member ? memberList(actor, params) : null,
    // Issue 18: the deadline calendar card (members); a failed read leaves the card out.
    member ? getCalendarLink({ actor }).catch(() => null) : null,
  ]);
  return {
    name: displayName(user),
    roleLabel: roleLabelKey(user),
    lastLogin: previous ? formatListTime(previous, await requestLanguage(request)) : null,
    summary: summary.value,
    summaryError: summary.error,
    portfolio: list ? { list: list.value, loadError: list.error, layout: portfolioLayoutOf(params.get('layout')) } : null,
    calendar,
  };
}

/**
 * Issue 18, bulk renewal: the ticked records' renewals to the cart (addBulkRenewals decides and
 * prices each; the ones left out come back with their reasons). The root reloads the cart count.
 */
async function bulkRenewal(request: Request, actor: Actor, form: FormData) {
  const at = Date.now();
  // The answer is translated here: the reasons come from the cart's and the engine's catalogues, which the dashboard does not load.
  const language = await requestLanguage(request);
  try {
    const result = await addBulkRenewals({ actor, ip_ids: form.getAll('ip_ids'), acceptance: form.get('acceptance') === 'on' });
    const count = result.items.length;
    const refused = result.refused.map((refusal) => ({ ...refusal, reasons: refusal.reasons.map((reason) => translate(language, reason)) }));
    const bulk: BulkRenewalOutcome = { tone: count > 0 ? 'success' : 'error', text: translate(language, result.message, { count }), count, refused, at };
    return data({ bulk }, { status: count > 0 ? 200 : 409 });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const bulk: BulkRenewalOutcome = { tone: 'error', text: translate(language, error.messageKey), count: 0, refused: [], at };
    return data({ bulk }, { status: error.status });
  }
}

/** Issue 18: Create / Regenerate the deadline calendar link (the card's one form); the page reloads the link. Or a bulk renewal. */
export async function action({ request }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.overview');
  const form = await request.formData();
  if (form.get('intent') === BULK_RENEWAL_INTENT) return bulkRenewal(request, actor, form);
  if (form.get('intent') !== CALENDAR_INTENT) return data({ calendarNotice: { tone: 'error' as const, message: 'applications:calendar.fail' }, calendarLink: null }, { status: 400 });
  try {
    const { message, ...link } = await issueCalendarLink({ actor });
    // The new link comes with the notice, so the card never shows the notice beside the old link.
    return data({ calendarNotice: { tone: 'success' as const, message }, calendarLink: link });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ calendarNotice: { tone: 'error' as const, message: error.messageKey }, calendarLink: null }, { status: error.status });
  }
}

/**
 * `href`: the list the card opens (POR-1): In Progress → the application list's code 5 (the card
 * counts the same statuses, ADR 040), Certificate Ready → code 2, Completed → code 7 (⚑AMB-24, ADR 038),
 * Pending delivery → the delivery list's status 1, the records card → the IP list below.
 */
type Card = { key: string; value: number; icon: ShellIconName; accent?: boolean; href?: string };

function cardsOf(summary: DashboardSummary): Card[] {
  switch (summary.kind) {
    case 'member':
      return [
        { key: 'ipRecords', value: summary.ipRecords, icon: 'portfolio', href: '#portfolio' },
        { key: 'inProgress', value: summary.inProgress, icon: 'progress', href: `/dashboard/application/all?status=${MEMBER_IN_PROGRESS_CODE}` },
        { key: 'certificateReady', value: summary.certificateReady, icon: 'certificate', accent: true, href: '/dashboard/application/all?status=2' },
        { key: 'renewalNotification', value: summary.renewalNotification, icon: 'calendar' },
        { key: 'completed', value: summary.completed, icon: 'settled', href: '/dashboard/application/all?status=7' },
        { key: 'pendingDelivery', value: summary.pendingDelivery, icon: 'delivery', href: '/dashboard/delivery?status=1' },
        { key: 'cart', value: summary.cart, icon: 'cart', accent: true },
      ];
    default:
      return [];
  }
}

function StatBody({ card }: { card: Card }) {
  const { t } = useTranslation('nav');
  return (
    <>
      <span className="stat__icon">{shellIcons[card.icon]}</span>
      <span>
        <span className="stat__value">{card.value}</span>
        <span className="stat__label">{t(`dashboard.cards.${card.key}`)}</span>
        <span className="stat__hint">{t(`dashboard.cards.${card.key}Hint`)}</span>
      </span>
    </>
  );
}

export default function Overview() {
  const { name, roleLabel, lastLogin, summary, summaryError, portfolio, calendar } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('nav');
  const typed = summary as DashboardSummary;
  const cards = cardsOf(typed);
  return (
    <>
      <section className="welcome" aria-labelledby="welcome-title">
        <div>
          {/* 'Welcome back' only beside a last login; beside 'First Time Login', 'Welcome'. */}
          <h1 id="welcome-title">{lastLogin ? t('dashboard.greeting', { name }) : t('portfolio.welcome', { name })}</h1>
          <span className="welcome__role">{t(roleLabel)}</span>
        </div>
        <p className="welcome__login" data-testid="last-login">
          {shellIcons.calendar}
          <span>
            {lastLogin ? t('dashboard.lastLogin', { date: lastLogin }) : t('dashboard.firstTimeLogin')}
            {lastLogin ? <small>{t('dashboard.timeZoneNote')}</small> : null}
          </span>
        </p>
      </section>

      {summaryError ? <DashboardFailure messageKey={summaryError} /> : null}

      {typed.kind === 'agent' ? (
        <section aria-labelledby="summary-title">
          <h2 id="summary-title" className="visually-hidden">
            {t('dashboard.summaryLabel')}
          </h2>
          {/* AGT-1: the agent's three cards, each a link to its list. */}
          <AgentStats summary={typed} />
        </section>
      ) : cards.length > 0 ? (
        <section aria-labelledby="summary-title">
          <h2 id="summary-title" className="visually-hidden">
            {t('dashboard.summaryLabel')}
          </h2>
          <ul className="stats">
            {cards.map((card) => (
              <li key={card.key}>
                {card.href?.startsWith('#') ? (
                  <a href={card.href} className={`stat${card.accent ? ' stat--accent' : ''}`} data-testid={`stat-${card.key}`}>
                    <StatBody card={card} />
                  </a>
                ) : card.href ? (
                  <Link to={card.href} className={`stat${card.accent ? ' stat--accent' : ''}`} data-testid={`stat-${card.key}`}>
                    <StatBody card={card} />
                  </Link>
                ) : (
                  <span className={`stat${card.accent ? ' stat--accent' : ''}`} data-testid={`stat-${card.key}`}>
                    <StatBody card={card} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {portfolio ? (
        <PortfolioList list={portfolio.list} layout={portfolio.layout} loadError={portfolio.loadError} bulk={actionData && 'bulk' in actionData ? actionData.bulk : null} />
      ) : null}

      {calendar ? (
        <CalendarCard
          link={(actionData && 'calendarLink' in actionData ? actionData.calendarLink : null) ?? calendar}
          notice={actionData && 'calendarNotice' in actionData ? actionData.calendarNotice : null}
        />
      ) : null}

      <section className="panel account-card" aria-labelledby="account-title">
        <div>
          <h2 id="account-title" className="panel__title">
            {t('dashboard.profileCard.title')}
          </h2>
          <p>{t('dashboard.profileCard.text')}</p>
        </div>
        <div className="form-actions">
          <a className="button button--primary" href="/dashboard/user/profile">
            {t('dashboard.profileCard.profile')}
          </a>
          <a className="button button--secondary" href="/dashboard/user/change/password">
            {t('dashboard.profileCard.password')}
          </a>
        </div>
      </section>
    </>
  );
}
