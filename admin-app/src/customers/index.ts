import PeopleIcon from '@mui/icons-material/People';
import { CustomerList } from './CustomerList';

/** Resource `customers` (/api/admin/customers, role 4 users). No show/edit/create (ADM-3). */
export default { name: 'customers', list: CustomerList, icon: PeopleIcon };
