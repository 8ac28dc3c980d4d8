import NewspaperIcon from '@mui/icons-material/Newspaper';
import { lazyScreen } from '../common/lazyScreen';
const NewsList = lazyScreen(() => import('./NewsList'), 'NewsList', 'news');
const NewsCreate = lazyScreen(() => import('./NewsCreate'), 'NewsCreate', 'news');
const NewsEdit = lazyScreen(() => import('./NewsEdit'), 'NewsEdit', 'news');

/** Resource `news` (/api/admin/news): News List, New News, Edit News (ADM-50..55). */
export default { name: 'news', list: NewsList, create: NewsCreate, edit: NewsEdit, icon: NewspaperIcon };
