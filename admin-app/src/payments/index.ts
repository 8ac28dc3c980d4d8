import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyScreen } from '../common/lazyScreen';
const PaymentList = lazyScreen(() => import('./PaymentList'), 'PaymentList', 'payments');

/** Resource `payments` (/api/admin/payments): the staff payment list with its review and repair actions. */
export default { name: 'payments', list: PaymentList, icon: PaymentsIcon };
