import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { AgentList } from './AgentList';
import { AgentCreate } from './AgentCreate';
import { AgentEdit } from './AgentEdit';

/** Resource `agents` (/api/admin/agents, role 3 users): list, New Agent, Agent Detail. */
export default { name: 'agents', list: AgentList, create: AgentCreate, edit: AgentEdit, icon: SupportAgentIcon };
