import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyScreen } from '../common/lazyScreen';
const SearchList = lazyScreen(() => import('./SearchList'), 'SearchList', 'searches');
const SearchShow = lazyScreen(() => import('./SearchShow'), 'SearchShow', 'searches');

/** Resource `searches` (/api/admin/searches, read only): customers' search requests (ADM-39, ACL-26). */
export default { name: 'searches', list: SearchList, show: SearchShow, icon: ManageSearchIcon };
