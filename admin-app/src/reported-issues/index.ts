import FeedbackIcon from '@mui/icons-material/Feedback';
import { ReportedIssueList } from './ReportedIssueList';
import { ReportedIssueShow } from './ReportedIssueShow';

/** Resource `reported-issues` (/api/admin/reported-issues): the customers' feedback, super admin only (ADM.k, ADR 056). */
export default { name: 'reported-issues', list: ReportedIssueList, show: ReportedIssueShow, icon: FeedbackIcon };
