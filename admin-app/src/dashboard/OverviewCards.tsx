import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useBasename, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAllowed } from '../common/permissions';
import { consolePathOf } from '../access/policies';

/** One card of GET /api/admin/overview/me (models/src/domain/overview/staff-overview.ts). */
interface OverviewCard {
  key: string;
  count: number;
  amount: string | null;
  route: string;
  filter: Record<string, string> | null;
}

/** The card's list under the console's basename (the route table gives the path), with its filter. */
function linkOf(basename: string, card: OverviewCard): string {
  const path = `${basename}${consolePathOf(card.route) ?? '/'}`;
  return card.filter ? `${path}?filter=${encodeURIComponent(JSON.stringify(card.filter))}` : path;
}

/**
 * G-47: the staff overview's cards — for each list the viewer may open, how many wait there and
 * their sum; each card is a link to the (filtered) list it counts. The server decides which cards a
 * role gets; an accountant sees Pending Settle, Pending Paypal and this month's invoices.
 */
export function OverviewCards() {
  const translate = useTranslate();
  const allowed = useAllowed('overview', 'read');
  const basename = useBasename();
  const { data, isPending, error } = useGetOne<{ id: string; month_start: string; cards: OverviewCard[] }>('overview', { id: 'me' }, { enabled: allowed, retry: false });
  if (!allowed) return null;
  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ mt: 2 }}>
        {translate('admin:dashboard.retrieve_fail')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={translate('admin:dashboard.cards_label')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))' }}
    >
      {isPending || !data
        ? [0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={112} />
            </li>
          ))
        : data.cards.map((card) => (
            <li key={card.key}>
              <Card elevation={0} sx={{ border: 1, borderColor: 'divider', height: '100%' }} data-card={card.key}>
                <CardActionArea component={Link} to={linkOf(basename, card)} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary" component="h3">
                      {translate(`admin:dashboard.cards.${card.key}`, { month: data.month_start.slice(0, 7) })}
                    </Typography>
                    <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 0.5 }} data-count>
                      {card.count}
                    </Typography>
                    {card.amount !== null ? (
                      <Typography variant="body1" sx={{ fontVariantNumeric: 'tabular-nums' }} data-amount>
                        {translate('admin:dashboard.amount', { amount: card.amount })}
                      </Typography>
                    ) : null}
                    <Typography variant="caption" color="primary" sx={{ display: 'block', mt: 1 }}>
                      {translate('admin:dashboard.open_list')}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
    </Box>
  );
}
