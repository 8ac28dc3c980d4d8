import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyScreen } from '../common/lazyScreen';
const AgentList = lazyScreen(() => import('./AgentList'), 'AgentList');
const AgentCreate = lazyScreen(() => import('./AgentCreate'), 'AgentCreate');
const AgentEdit = lazyScreen(() => import('./AgentEdit'), 'AgentEdit');

/** Resource `agents` (/api/admin/agents, role 3 users): list, New Agent, Agent Detail. */
export default { name: 'agents', list: AgentList, create: AgentCreate, edit: AgentEdit, icon: SupportAgentIcon };
