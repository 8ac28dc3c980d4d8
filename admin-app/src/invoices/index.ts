import DescriptionIcon from '@mui/icons-material/Description';
import { lazyScreen } from '../common/lazyScreen';
const InvoiceList = lazyScreen(() => import('./InvoiceList'), 'InvoiceList', 'invoices');

/** Resource `invoices` (/api/admin/invoices, read only; SA, AD, AC): invoices and payment transactions (ORD-70). */
export default { name: 'invoices', list: InvoiceList, icon: DescriptionIcon };
