export * from './ProductListPage';
