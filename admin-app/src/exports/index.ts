import FolderZipIcon from '@mui/icons-material/FolderZip';
import { lazyScreen } from '../common/lazyScreen';
const ExportList = lazyScreen(() => import('./ExportList'), 'ExportList', 'exports');

/** Resource `exports` (/api/admin/exports): the Excel exports staff requested, with their status and the file (G-10). */
export default { name: 'exports', list: ExportList, icon: FolderZipIcon };
