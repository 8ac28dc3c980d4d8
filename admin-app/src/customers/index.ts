import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../common/lazyScreen';
const CustomerList = lazyScreen(() => import('./CustomerList'), 'CustomerList', 'customers');

/** Resource `customers` (/api/admin/customers, role 4 users). No show/edit/create (ADM-3). */
export default { name: 'customers', list: CustomerList, icon: PeopleIcon };
