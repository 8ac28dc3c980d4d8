import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { AuditLogList } from './AuditLogList';

/** Resource `audit-logs` (/api/admin/audit-logs): the staff audit log, read only (G-65, ADR 053). */
export default { name: 'audit-logs', list: AuditLogList, icon: HistoryEduIcon };
