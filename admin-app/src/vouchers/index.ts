import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyScreen } from '../common/lazyScreen';
const VoucherList = lazyScreen(() => import('./VoucherList'), 'VoucherList');
const VoucherCreate = lazyScreen(() => import('./VoucherCreate'), 'VoucherCreate');
const VoucherEdit = lazyScreen(() => import('./VoucherEdit'), 'VoucherEdit');

/** Resource `vouchers` (/api/admin/vouchers): Voucher List, New Voucher, Edit Voucher (ADM-40..49). */
export default { name: 'vouchers', list: VoucherList, create: VoucherCreate, edit: VoucherEdit, icon: LocalOfferIcon };
