import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyScreen } from '../common/lazyScreen';
const ApplicationList = lazyScreen(() => import('./ApplicationList'), 'ApplicationList', 'applications');
const ApplicationShow = lazyScreen(() => import('./ApplicationShow'), 'ApplicationShow', 'applications');

/** Resource `applications` (/api/admin/applications): the list of all applications and one application with assign / reassign / cancel (ADM.e). */
export default { name: 'applications', list: ApplicationList, show: ApplicationShow, icon: AssignmentIcon };
