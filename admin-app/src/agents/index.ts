import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyScreen } from '../common/lazyScreen';
const AgentList = lazyScreen(() => import('./AgentList'), 'AgentList', 'agents');
const AgentCreate = lazyScreen(() => import('./AgentCreate'), 'AgentCreate', 'agents');
const AgentEdit = lazyScreen(() => import('./AgentEdit'), 'AgentEdit', 'agents');

/** Resource `agents` (/api/admin/agents, role 3 users): list, New Agent, Agent Detail. */
export default { name: 'agents', list: AgentList, create: AgentCreate, edit: AgentEdit, icon: SupportAgentIcon };
