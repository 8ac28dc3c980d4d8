import StarIcon from '@mui/icons-material/Star';
import { lazyScreen } from '../common/lazyScreen';
const RatingList = lazyScreen(() => import('./RatingList'), 'RatingList', 'ratings');

/** Resource `ratings` (/api/admin/ratings): the ratings list with Hide / Show on the public page (ADM-82, G-50, ADR 045). */
export default { name: 'ratings', list: RatingList, icon: StarIcon };
