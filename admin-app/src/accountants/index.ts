import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyScreen } from '../common/lazyScreen';
const AccountantList = lazyScreen(() => import('./AccountantList'), 'AccountantList');
const AccountantCreate = lazyScreen(() => import('./AccountantCreate'), 'AccountantCreate');
const AccountantEdit = lazyScreen(() => import('./AccountantEdit'), 'AccountantEdit');

/** Resource `accountants` (/api/admin/accountants, role 5 users). */
export default { name: 'accountants', list: AccountantList, create: AccountantCreate, edit: AccountantEdit, icon: AccountBalanceIcon };
