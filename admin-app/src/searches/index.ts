import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { SearchList } from './SearchList';
import { SearchShow } from './SearchShow';

/** Resource `searches` (/api/admin/searches, read only): customers' search requests (ADM-39, ACL-26). */
export default { name: 'searches', list: SearchList, show: SearchShow, icon: ManageSearchIcon };
