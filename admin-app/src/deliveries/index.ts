import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyScreen } from '../common/lazyScreen';
const DeliveryList = lazyScreen(() => import('./DeliveryList'), 'DeliveryList', 'deliveries');

/** Resource `deliveries` (/api/admin/deliveries): the staff delivery list with the tracking action (DLV-1..7, ACL-29). */
export default { name: 'deliveries', list: DeliveryList, icon: LocalShippingIcon };
