import type { DashboardSummary } from '@iprenew/models';
import { APPLICATION_STATUS, DELIVERY_STATUS_FILTER } from '@iprenew/models/browser';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { shellIcons, type ShellIconName } from '~/components/shell/ShellIcons';

type AgentSummary = Extract<DashboardSummary, { kind: 'agent' }>;

/**
 * The agent dashboard's three stat cards (AGT-1), each a link to its list: jobs in progress → Jobs
 * List, completed → History List (Completed), pending delivery → Delivery List with status 1
 * (not yet delivered, ⚑AMB-41).
 */
export function AgentStats({ summary }: { summary: AgentSummary }) {
  const { t } = useTranslation('jobs');
  const cards: { key: string; value: number; icon: ShellIconName; href: string; accent?: boolean }[] = [
    { key: 'inProgress', value: summary.assignedJobs, icon: 'applications', href: '/dashboard/application/jobs', accent: true },
    { key: 'completed', value: summary.completedJobs, icon: 'settled', href: `/dashboard/application/history?app_status=${APPLICATION_STATUS.COMPLETED}` },
    { key: 'pendingDelivery', value: summary.deliveriesToUpdate, icon: 'delivery', href: `/dashboard/delivery?status=${DELIVERY_STATUS_FILTER.OPEN}` },
  ];
  return (
    <ul className="stats">
      {cards.map((card) => (
        <li key={card.key}>
          <Link to={card.href} className={`stat${card.accent ? ' stat--accent' : ''}`} data-testid={`stat-${card.key}`}>
            <span className="stat__icon">{shellIcons[card.icon]}</span>
            <span>
              <span className="stat__value">{card.value}</span>
              <span className="stat__label">{t(`dashboard.${card.key}`)}</span>
              <span className="stat__hint">{t(`dashboard.${card.key}Hint`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
