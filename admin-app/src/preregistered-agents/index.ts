import HowToRegIcon from '@mui/icons-material/HowToReg';
import { PreregisteredAgentList } from './PreregisteredAgentList';

/** Resource `preregistered-agents` (/api/admin/preregistered-agents): list and delete. */
export default { name: 'preregistered-agents', list: PreregisteredAgentList, icon: HowToRegIcon };
