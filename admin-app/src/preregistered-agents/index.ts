import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazyScreen } from '../common/lazyScreen';
const PreregisteredAgentList = lazyScreen(() => import('./PreregisteredAgentList'), 'PreregisteredAgentList', 'preregistered-agents');

/** Resource `preregistered-agents` (/api/admin/preregistered-agents): list and delete. */
export default { name: 'preregistered-agents', list: PreregisteredAgentList, icon: HowToRegIcon };
