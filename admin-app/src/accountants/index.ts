import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyScreen } from '../common/lazyScreen';
const AccountantList = lazyScreen(() => import('./AccountantList'), 'AccountantList', 'accountants');
const AccountantCreate = lazyScreen(() => import('./AccountantCreate'), 'AccountantCreate', 'accountants');
const AccountantEdit = lazyScreen(() => import('./AccountantEdit'), 'AccountantEdit', 'accountants');

/** Resource `accountants` (/api/admin/accountants, role 5 users). */
export default { name: 'accountants', list: AccountantList, create: AccountantCreate, edit: AccountantEdit, icon: AccountBalanceIcon };
