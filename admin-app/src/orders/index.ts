import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

/** Resource `orders` (/api/admin/orders, read only): the order list and one order (ORD-73, G-46). */
export default { name: 'orders', list: OrderList, show: OrderShow, icon: ReceiptLongIcon };
