import { Route, Routes } from 'react-router';
import { CartPage } from '@/pages/CartPage';
import { HomePage } from '@/pages/HomePage';
import { ProductDetailPage } from '@/pages/ProductDetailPage';
import { CategoryListPage, SearchPage } from '@/pages/ProductListPage';
import { RootLayout } from '@/app/RootLayout';

/** The storefront's routes without lazy loading, for flow stories that cross pages. */
export function FlowApp() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="products/category/:categoryId" element={<CategoryListPage />} />
        <Route path="products/:productId" element={<ProductDetailPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="cart" element={<CartPage />} />
      </Route>
    </Routes>
  );
}
