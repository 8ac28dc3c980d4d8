import ScheduleIcon from '@mui/icons-material/Schedule';
import { lazyScreen } from '../common/lazyScreen';
const JobList = lazyScreen(() => import('./JobList'), 'JobList', 'jobs');

/** Resource `jobs` (/api/admin/jobs): the scheduled jobs, their last runs and "run now" (issue 16, ADR 054). */
export default { name: 'jobs', list: JobList, icon: ScheduleIcon };
