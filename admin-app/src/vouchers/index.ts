import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { VoucherList } from './VoucherList';
import { VoucherCreate } from './VoucherCreate';
import { VoucherEdit } from './VoucherEdit';

/** Resource `vouchers` (/api/admin/vouchers): Voucher List, New Voucher, Edit Voucher (ADM-40..49). */
export default { name: 'vouchers', list: VoucherList, create: VoucherCreate, edit: VoucherEdit, icon: LocalOfferIcon };
