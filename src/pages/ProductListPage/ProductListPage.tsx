import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ProductGrid } from '@/components/organisms/ProductGrid';
import { tagTitle } from '@/domain/catalogue';
import type { Product } from '@/domain/types';
import { useCategoryList, useCategoryName, useFixedList, useSearch, useTagList } from '@/state';
import { PageHead } from '@/pages/shared/PageHead';
import { useRenderedMark } from '@/pages/shared/useRenderedMark';
import { useAddToCartWithToast } from '@/pages/shared/useAddToCartWithToast';
import pageStyles from '@/pages/shared/page.module.css';
import styles from './ProductListPage.module.css';

/** Cards rendered at first and per "show more": the count line stays exact whatever is shown. */
export const PAGE_SIZE = 24;

interface ProductListViewProps {
  title: string;
  eyebrow?: string;
  description?: string;
  products: Product[];
  emptyTitle?: string;
  emptyBody?: string;
}

/** The shared list screen: title, '{n} products found', a progressive grid, SPEC's empty state. */
function ProductListView({
  title,
  eyebrow,
  description,
  products,
  emptyTitle,
  emptyBody,
}: ProductListViewProps) {
  const [visibleCount, setVisibleCount] = useState(PAGE_SIZE);
  useRenderedMark(`list:${title}`);
  const addToCart = useAddToCartWithToast();
  const categoryName = useCategoryName();
  return (
    <div className={pageStyles.page}>
      <PageHead title={title} description={description} />
      <header className={styles.head}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
      </header>
      <ProductGrid
        products={products}
        getCategoryName={categoryName}
        visibleCount={visibleCount}
        onShowMore={() => setVisibleCount((n) => n + PAGE_SIZE)}
        onAddToCart={addToCart}
        emptyTitle={emptyTitle}
        emptyBody={emptyBody}
      />
    </div>
  );
}

/** /products/category/{categoryId} (SPEC §2). An unknown id shows the empty state. */
export function CategoryListPage() {
  const { categoryId = 'all' } = useParams();
  const { title, products } = useCategoryList(categoryId);
  return <ProductListView key={categoryId} title={title} products={products} />;
}

/** /products/new: the 'new' list, labelled LATEST PRODUCT (SPEC §2). */
export function NewArrivalsPage() {
  const products = useFixedList('new');
  return <ProductListView title="New Arrivals" eyebrow="LATEST PRODUCT" products={products} />;
}

/** /products/bestsellers, labelled Bestselling Products (SPEC §2). */
export function BestsellersPage() {
  const products = useFixedList('bestsellers');
  return <ProductListView title="Bestsellers" eyebrow="Bestselling Products" products={products} />;
}

/** /products/tag/{tag}: case-insensitive match on tags or keywords (DECISIONS.md). */
export function TagListPage() {
  const { tag = '' } = useParams();
  const products = useTagList(tag);
  return (
    <ProductListView
      key={tag}
      title={tagTitle(tag)}
      eyebrow="Products tagged"
      products={products}
      emptyBody={`There are no products tagged ${tagTitle(tag)} yet.`}
    />
  );
}

/** /search?q=: name, description, keywords, tags or category name (DECISIONS.md). */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const results = useSearch(query);
  return (
    <ProductListView
      key={query}
      title={query ? `Search results for “${query}”` : 'Search'}
      eyebrow="Search"
      products={results}
      emptyTitle="No products found"
      emptyBody={
        query
          ? `Nothing matches “${query}”. Try another word, such as mirror, lamp or oak.`
          : 'Type what you are looking for in the search box above.'
      }
    />
  );
}
