import NewspaperIcon from '@mui/icons-material/Newspaper';
import { NewsList } from './NewsList';
import { NewsCreate } from './NewsCreate';
import { NewsEdit } from './NewsEdit';

/** Resource `news` (/api/admin/news): News List, New News, Edit News (ADM-50..55). */
export default { name: 'news', list: NewsList, create: NewsCreate, edit: NewsEdit, icon: NewspaperIcon };
