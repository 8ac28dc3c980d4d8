import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { PayoutHistoryPage } from '~/components/payments/PayoutHistoryPage';
import paymentsStyles from '~/components/payments/payments.css?url';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { navTitle } from '~/components/shell/meta';
import { loadAgentPayouts } from './agent-payments.server';

/** payment/history (AGT-37..39, G-71): the agent's own payouts in a date range, each with its settlements, file and message. */
export const handle = { i18n: ['common', 'nav', 'jobs', 'settlements', 'site'] };
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: jobsStyles },
  { rel: 'stylesheet', href: paymentsStyles },
];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.paymentHistory');

export const loader = ({ request }: LoaderFunctionArgs) => loadAgentPayouts(request);

export default PayoutHistoryPage;
