import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { AgentSettlementsPage } from '~/components/payments/AgentSettlementsPage';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { navTitle } from '~/components/shell/meta';
import { loadAgentSettlements } from './agent-payments.server';

/** payment/settled (ACL-42, AGT-37, G-71): the agent's own paid settlements, paged in the database. */
export const handle = { i18n: ['common', 'nav', 'jobs', 'settlements', 'site'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: jobsStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.paymentSettled');

export const loader = ({ request }: LoaderFunctionArgs) => loadAgentSettlements(request, 'settled');

export default AgentSettlementsPage;
