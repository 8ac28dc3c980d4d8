import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { AccountantList } from './AccountantList';
import { AccountantCreate } from './AccountantCreate';
import { AccountantEdit } from './AccountantEdit';

/** Resource `accountants` (/api/admin/accountants, role 5 users). */
export default { name: 'accountants', list: AccountantList, create: AccountantCreate, edit: AccountantEdit, icon: AccountBalanceIcon };
