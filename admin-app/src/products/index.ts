import PublicIcon from '@mui/icons-material/Public';
import { lazyScreen } from '../common/lazyScreen';
const ProductList = lazyScreen(() => import('./ProductList'), 'ProductList', 'products');
const ProductDetail = lazyScreen(() => import('./ProductDetail'), 'ProductDetail', 'products');
const ProductCreate = lazyScreen(() => import('./ProductCreate'), 'ProductCreate', 'products');

/**
 * Resource `products` (/api/admin/products): list (`product`), Product Detail at /products/:id/show
 * (`product/detail/:id`, an editable page with tabs) and Add new product at /products/create
 * (`product/add-new`, Super Admin only).
 */
export default { name: 'products', list: ProductList, show: ProductDetail, create: ProductCreate, icon: PublicIcon };
