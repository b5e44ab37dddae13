export {
  BestsellersPage,
  CategoryListPage,
  NewArrivalsPage,
  SearchPage,
  TagListPage,
} from './ProductListPage';
