export { loadPageParts, ProductDetailPage } from './ProductDetailPage';
