import { useParams, useSearchParams } from 'react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/components/atoms/Button';
import { Link } from '@/components/atoms/Link';
import { ProductGrid } from '@/components/organisms/ProductGrid';
import * as paths from '@/domain/paths';
import { itemListJsonLd, listDescription } from '@/domain/jsonLdLists';
import { breadcrumbJsonLd, categoryCrumbs, type Crumb } from '@/domain/structuredData';
import { LIST_PAGE_SIZE } from '@/domain/views';
import { NotFoundPage } from '@/pages/NotFoundPage';
import type { ProductList } from '@/domain/views';
import {
  useCategoryName,
  useProductList,
  useSearch,
  useShellView,
  useSiteSettings,
  type ProductListScreen,
} from '@/state';
import { PageHead } from '@/pages/shared/PageHead';
import { useRenderedMark } from '@/pages/shared/useRenderedMark';
import { useAddToCartWithToast } from '@/pages/shared/useAddToCartWithToast';
import pageStyles from '@/pages/shared/page.module.css';
import styles from './ProductListPage.module.css';
import type { LineSheetSource } from './LineSheetPrint';

/** The printed line sheet and what it needs load on the first 'Print line sheet'. */
const LineSheetPrint = lazy(() =>
  import('./LineSheetPrint').then((m) => ({ default: m.LineSheetPrint })),
);

interface ProductListViewProps {
  title: string;
  eyebrow?: string;
  description?: string;
  list: Pick<ProductListScreen, 'products' | 'total' | 'showMore' | 'loadingMore'>;
  /** What 'Print line sheet' prints: a list route's whole list, or search results. */
  sheet: LineSheetSource;
  emptyTitle?: string;
  emptyBody?: string;
  emptyAction?: ReactNode;
  /** The list's crumbs below home, for its BreadcrumbList and ItemList; none on search. */
  trail?: Crumb[];
}

/** The shared list screen: title, '{n} products found', a progressive grid, the empty state. */
function ProductListView({
  title,
  eyebrow,
  description,
  list,
  emptyTitle,
  emptyBody,
  emptyAction,
  trail,
  sheet,
}: ProductListViewProps) {
  useRenderedMark(`list:${title}`);
  const addToCart = useAddToCartWithToast();
  const categoryName = useCategoryName();
  const { siteName } = useSiteSettings();
  const { products, total } = list;
  const [print, setPrint] = useState({ request: 0, busy: false });
  return (
    <div className={pageStyles.page}>
      <PageHead
        title={title}
        description={
          description ??
          listDescription(
            title,
            siteName,
            total,
            products.map((p) => p.name),
          )
        }
        image={products[0]?.images[0]}
        // Search results and empty lists are no page to find in search engines.
        noIndex={!trail || total === 0}
        jsonLd={
          trail && total > 0
            ? (origin) => [
                breadcrumbJsonLd(trail, origin),
                itemListJsonLd(title, products, total, origin),
              ]
            : undefined
        }
      />
      <header className={styles.head}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
        </div>
        {total > 0 && (
          <Button
            variant="secondary"
            size="sm"
            busy={print.busy}
            busyLabel="Preparing..."
            onClick={() => setPrint(({ request }) => ({ request: request + 1, busy: true }))}
          >
            Print line sheet
          </Button>
        )}
      </header>
      {print.request > 0 && (
        <Suspense fallback={null}>
          <LineSheetPrint
            title={title}
            source={sheet}
            request={print.request}
            onDone={() => setPrint((p) => ({ ...p, busy: false }))}
          />
        </Suspense>
      )}
      <ProductGrid
        products={list.products}
        total={list.total}
        getCategoryName={categoryName}
        visibleCount={list.products.length}
        onShowMore={list.showMore}
        onAddToCart={addToCart}
        emptyTitle={emptyTitle}
        emptyBody={emptyBody}
        emptyAction={emptyAction}
      />
    </div>
  );
}

/** A list route's page: the list, or the not-found page when the list does not exist. */
function ListPage({
  list,
  ...view
}: { list: ProductList } & Omit<ProductListViewProps, 'title' | 'list' | 'sheet'> & {
    title?: string;
  }) {
  const screen = useProductList(list);
  const { categories } = useShellView();
  if (!screen.found) return <NotFoundPage />;
  const title = view.title ?? screen.title;
  const crumbs = list.kind === 'category' ? categoryCrumbs(categories, list.id) : [];
  const trail = crumbs.length > 0 ? crumbs : [{ name: title, path: listPath(list) }];
  return <ProductListView {...view} title={title} list={screen} trail={trail} sheet={{ list }} />;
}

/** A list's own address. */
function listPath(list: ProductList): string {
  if (list.kind === 'category') return paths.category(list.id);
  if (list.kind === 'tag') return paths.tag(list.tag);
  return list.kind === 'new' ? paths.newArrivals : paths.bestsellers;
}

/**
 * A category the owner made before its products: a buyer learns it is coming and how to ask
 * about it, rather than meeting a dead end.
 */
const COMING_SOON = (
  <div className={styles.comingSoon}>
    <p>This collection is coming soon. Ask us about it, or browse what is ready now.</p>
    <div className={styles.comingSoonLinks}>
      <Link to={paths.contact} variant="button">
        Ask about this collection
      </Link>
      <Link to={paths.category('all')} variant="buttonSecondary">
        Browse all products
      </Link>
    </div>
  </div>
);

/** /products/category/{categoryId}: the category and its subcategories. */
export function CategoryListPage() {
  const { categoryId = 'all' } = useParams();
  return (
    <ListPage
      key={categoryId}
      list={{ kind: 'category', id: categoryId }}
      emptyAction={categoryId === 'all' ? undefined : COMING_SOON}
    />
  );
}

/** /products/new: the 'new' list, labelled LATEST PRODUCT. */
export function NewArrivalsPage() {
  return <ListPage list={{ kind: 'new' }} title="New Arrivals" eyebrow="LATEST PRODUCT" />;
}

/** /products/bestsellers, labelled Bestselling Products. */
export function BestsellersPage() {
  return (
    <ListPage list={{ kind: 'bestsellers' }} title="Bestsellers" eyebrow="Bestselling Products" />
  );
}

/** /products/tag/{tag}: products carrying the tag or keyword, in any case. */
export function TagListPage() {
  const { tag = '' } = useParams();
  return <ListPage key={tag} list={{ kind: 'tag', tag }} eyebrow="Products tagged" />;
}

/** /search?q=: name, description, keywords, tags or category name. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const results = useSearch(query);
  const [visible, setVisible] = useState(LIST_PAGE_SIZE);
  return (
    <ProductListView
      key={query}
      sheet={{ products: results }}
      title={query ? `Search results for “${query}”` : 'Search'}
      eyebrow="Search"
      list={{
        products: results.slice(0, visible),
        total: results.length,
        showMore: () => setVisible((n) => n + LIST_PAGE_SIZE),
        loadingMore: false,
      }}
      emptyTitle="No products found"
      emptyBody={
        query
          ? `Nothing matches “${query}”. Try another word, such as mirror, lamp or oak.`
          : 'Type what you are looking for in the search box above.'
      }
    />
  );
}
