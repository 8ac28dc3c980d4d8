import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyScreen } from '../common/lazyScreen';
const VoucherList = lazyScreen(() => import('./VoucherList'), 'VoucherList', 'vouchers');
const VoucherCreate = lazyScreen(() => import('./VoucherCreate'), 'VoucherCreate', 'vouchers');
const VoucherEdit = lazyScreen(() => import('./VoucherEdit'), 'VoucherEdit', 'vouchers');

/** Resource `vouchers` (/api/admin/vouchers): Voucher List, New Voucher, Edit Voucher (ADM-40..49). */
export default { name: 'vouchers', list: VoucherList, create: VoucherCreate, edit: VoucherEdit, icon: LocalOfferIcon };
