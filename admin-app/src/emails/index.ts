import CampaignIcon from '@mui/icons-material/Campaign';
import { lazyScreen } from '../common/lazyScreen';
const EmailList = lazyScreen(() => import('./EmailList'), 'EmailList', 'emails');
const EmailCreate = lazyScreen(() => import('./EmailCreate'), 'EmailCreate', 'emails');
const EmailEdit = lazyScreen(() => import('./EmailEdit'), 'EmailEdit', 'emails');

/** Resource `emails` (/api/admin/emails): Email List, New Email, Edit Email — read-only once sent (ADM-56..62, G-09, ADR 062). */
export default { name: 'emails', list: EmailList, create: EmailCreate, edit: EmailEdit, icon: CampaignIcon };
