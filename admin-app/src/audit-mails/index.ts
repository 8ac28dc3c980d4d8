import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazyScreen } from '../common/lazyScreen';
const AuditMailList = lazyScreen(() => import('./AuditMailList'), 'AuditMailList', 'audit-mails');

/** Resource `audit-mails` (/api/admin/audit-mails): the e-mails sent, SA/AD read, SA resends (ADM-80/81, ADR 057). */
export default { name: 'audit-mails', list: AuditMailList, icon: MarkEmailReadIcon };
