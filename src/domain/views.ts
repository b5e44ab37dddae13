/**
 * What each screen shows, computed from the whole catalogue. The build writes these as the
 * published data files (one per page of data), and a browser holding the catalogue in storage
 * computes the same values itself, so a page renders the same from either source.
 *
 * Views are plain JSON (no Maps, no Dates): they travel as files.
 */
import {
  enrichInspirations,
  popularCategories,
  productsOfCategory,
  productsOfTag,
  relatedProducts,
} from './catalogue';
import { tradeFieldsOf, type LineTradeField } from './cart';
import { cardPrice, hasVariants } from './variantBasics';
import type {
  Category,
  EnrichedInspiration,
  Inspiration,
  Product,
  SiteSettings,
  SliderItem,
  SocialLinks,
  Subcategory,
} from './types';

/** The whole catalogue, as the export document and a browser's storage hold it. */
export interface CatalogueContent {
  products: Product[];
  categories: Category[];
  sliderItems: SliderItem[];
  inspirations: Inspiration[];
  siteSettings: SiteSettings;
  socialLinks: SocialLinks;
  gallery: string[];
}

/** Cards per list page: the first render and each 'Show more'. */
export const LIST_PAGE_SIZE = 24;

/** Home's rows are a taste; 'View all' opens the full list. */
export const HOME_ROW_LIMIT = 12;

/** Home shows up to this many inspirations, one room each where it can. */
export const HOME_ROOM_LIMIT = 4;

/**
 * What a product card needs: no description, only the first image; the SKU it shows and the
 * terms its 'Add to Cart' adds and prices by (docs/requirements.md#trade-terms).
 */
export type ProductSummary = Pick<
  Product,
  'id' | 'name' | 'category' | 'price' | 'images' | 'isNew' | 'isBestseller' | LineTradeField
> & {
  /**
   * Sold in variants (docs/requirements.md#variants): how many can be ordered; the card shows
   * the lowest price, 'From' it when they differ, and offers the choice instead of adding.
   */
  variantCount?: number;
  /** The variants differ in price: `price` is the lowest. */
  priceFrom?: true;
};

/** A product as a card shows it (a trade field the product lacks stays out). */
export function summarize(product: Product): ProductSummary {
  const { id, name, category, price, images, isNew, isBestseller } = product;
  const summary: ProductSummary = {
    id,
    name,
    category,
    price,
    images: images.slice(0, 1),
    isNew,
    isBestseller,
    // The terms, and what a cart line added from a card plans its container and declares customs by.
    ...tradeFieldsOf(product),
  };
  if (!hasVariants(product)) return summary;
  const card = cardPrice(product);
  summary.price = card.price;
  summary.variantCount = card.count;
  if (card.from) summary.priceFrom = true;
  return summary;
}

/** Around every page: the menu, the footer's chips and contact details, the follow links. */
export interface ShellView {
  categories: Category[];
  popularCategories: Subcategory[];
  siteSettings: SiteSettings;
  socialLinks: SocialLinks;
}

export function shellView(
  c: Pick<CatalogueContent, 'categories' | 'siteSettings' | 'socialLinks'>,
): ShellView {
  return {
    categories: c.categories,
    popularCategories: popularCategories(c.categories),
    siteSettings: c.siteSettings,
    socialLinks: c.socialLinks,
  };
}

/** Up to `max` inspirations, one room each first, then the rest in order. */
function pickRooms(list: EnrichedInspiration[], max: number) {
  const seen = new Set<string>();
  const firstPerRoom = list.filter((i) => !seen.has(i.category) && seen.add(i.category));
  const rest = list.filter((i) => !firstPerRoom.includes(i));
  return [...firstPerRoom, ...rest].slice(0, max);
}

/** Home: slides, the latest and bestselling rows, a few inspirations. */
export interface HomeView {
  sliderItems: SliderItem[];
  latest: ProductSummary[];
  bestsellers: ProductSummary[];
  /** Whether there are more than the row shows ('View all'). */
  latestTotal: number;
  bestsellersTotal: number;
  inspirations: EnrichedInspiration[];
}

export function homeView(
  c: Pick<CatalogueContent, 'products' | 'sliderItems' | 'inspirations'>,
): HomeView {
  const latest = productsOfCategory(c.products, 'new');
  const bestsellers = productsOfCategory(c.products, 'bestsellers');
  return {
    sliderItems: c.sliderItems,
    latest: latest.slice(0, HOME_ROW_LIMIT).map(summarize),
    bestsellers: bestsellers.slice(0, HOME_ROW_LIMIT).map(summarize),
    latestTotal: latest.length,
    bestsellersTotal: bestsellers.length,
    inspirations: pickRooms(enrichInspirations(c.inspirations, c.products), HOME_ROOM_LIMIT),
  };
}

/** A product list route: a category (with its subcategories), the fixed lists, or a tag. */
export type ProductList =
  | { kind: 'category'; id: string }
  | { kind: 'new' }
  | { kind: 'bestsellers' }
  | { kind: 'tag'; tag: string };

/** Every product of a list, in the list's order. */
export function productsOfList(products: readonly Product[], list: ProductList): Product[] {
  switch (list.kind) {
    case 'category':
      return productsOfCategory(products, list.id);
    case 'tag':
      return productsOfTag(products, list.tag);
    default:
      return productsOfCategory(products, list.kind);
  }
}

/** A stable name for a list, for data file paths and caches: 'category/mirrors', 'tag/modern'. */
export function listKey(list: ProductList): string {
  switch (list.kind) {
    case 'category':
      return `category/${list.id}`;
    case 'tag':
      return `tag/${list.tag.trim().toLowerCase()}`;
    default:
      return list.kind;
  }
}

/** One page of a list (1-based) and how many products the whole list holds. */
export interface ListPageView {
  total: number;
  page: number;
  products: ProductSummary[];
}

export function listPageView(products: readonly Product[], page: number): ListPageView {
  const start = (page - 1) * LIST_PAGE_SIZE;
  return {
    total: products.length,
    page,
    products: products.slice(start, start + LIST_PAGE_SIZE).map(summarize),
  };
}

/** How many pages a list of `total` products fills (an empty list still has its first page). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
}

/** A product page: the product and its related products. */
export interface ProductView {
  product: Product;
  related: ProductSummary[];
}

export function productView(
  c: Pick<CatalogueContent, 'products'>,
  id: number,
): ProductView | undefined {
  const product = c.products.find((p) => p.id === id);
  if (!product) return undefined;
  return { product, related: relatedProducts(product, c.products).map(summarize) };
}

/** The inspirations page: every inspiration, and the products its quick view opens. */
export interface InspirationsView {
  inspirations: EnrichedInspiration[];
  products: Product[];
}

export function inspirationsView(
  c: Pick<CatalogueContent, 'products' | 'inspirations'>,
): InspirationsView {
  const inspirations = enrichInspirations(c.inspirations, c.products);
  const ids = new Set(inspirations.flatMap((i) => i.products.map((p) => p.productId)));
  return { inspirations, products: c.products.filter((p) => ids.has(p.id)) };
}

/** Every tag or keyword some product carries, lowercased (the tag pages that exist). */
export function catalogueTags(products: readonly Product[]): string[] {
  const tags = new Set<string>();
  for (const p of products) {
    for (const tag of [...p.tags, ...p.keywords]) {
      const key = tag.trim().toLowerCase();
      if (key) tags.add(key);
    }
  }
  return [...tags].sort();
}
