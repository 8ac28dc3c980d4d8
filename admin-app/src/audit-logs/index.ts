import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { lazyScreen } from '../common/lazyScreen';
const AuditLogList = lazyScreen(() => import('./AuditLogList'), 'AuditLogList', 'audit-logs');

/** Resource `audit-logs` (/api/admin/audit-logs): the staff audit log, read only (G-65, ADR 053). */
export default { name: 'audit-logs', list: AuditLogList, icon: HistoryEduIcon };
