import FeedbackIcon from '@mui/icons-material/Feedback';
import { lazyScreen } from '../common/lazyScreen';
const ReportedIssueList = lazyScreen(() => import('./ReportedIssueList'), 'ReportedIssueList', 'reported-issues');
const ReportedIssueShow = lazyScreen(() => import('./ReportedIssueShow'), 'ReportedIssueShow', 'reported-issues');

/** Resource `reported-issues` (/api/admin/reported-issues): the customers' feedback, super admin only (ADM.k, ADR 056). */
export default { name: 'reported-issues', list: ReportedIssueList, show: ReportedIssueShow, icon: FeedbackIcon };
