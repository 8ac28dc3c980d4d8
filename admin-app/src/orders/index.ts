import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../common/lazyScreen';
const OrderList = lazyScreen(() => import('./OrderList'), 'OrderList', 'orders');
const OrderShow = lazyScreen(() => import('./OrderShow'), 'OrderShow', 'orders');

/** Resource `orders` (/api/admin/orders, read only): the order list and one order (ORD-73, G-46). */
export default { name: 'orders', list: OrderList, show: OrderShow, icon: ReceiptLongIcon };
