import AssignmentIcon from '@mui/icons-material/Assignment';
import { ApplicationList } from './ApplicationList';
import { ApplicationShow } from './ApplicationShow';

/** Resource `applications` (/api/admin/applications): the list of all applications and one application with assign / reassign / cancel (ADM.e). */
export default { name: 'applications', list: ApplicationList, show: ApplicationShow, icon: AssignmentIcon };
