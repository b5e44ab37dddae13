/**
 * The published catalogue as the app reads it: one small file per thing a page shows, so a
 * visitor downloads only what their page needs (src/domain/views.ts computes each; the
 * browser computes the same from its working copy).
 */
import {
  catalogueTags,
  homeView,
  inspirationsView,
  listKey,
  listPageView,
  pageCount,
  productsOfList,
  productView,
  shellView,
  type CatalogueContent,
  type ProductList,
} from '../../src/domain/views.ts';

/** Every product list that has a page: categories, subcategories, the fixed lists, tags. */
export function catalogueLists(content: CatalogueContent): ProductList[] {
  const lists: ProductList[] = [{ kind: 'new' }, { kind: 'bestsellers' }];
  for (const category of content.categories) {
    lists.push({ kind: 'category', id: category.id });
    for (const sub of category.subcategories ?? []) lists.push({ kind: 'category', id: sub.id });
  }
  for (const tag of catalogueTags(content.products)) lists.push({ kind: 'tag', tag });
  return lists;
}

/** A list key as a path: its parts as they are (the host decodes the request's encoding). */
export const listFile = (list: ProductList, page: number) => `lists/${listKey(list)}/${page}.json`;

/**
 * The data files of one revision, by path under `/catalogue/r/<revision>/`. `catalogue.json` is
 * the whole catalogue (what a browser stores as its working copy, and what search reads);
 * `images.json` maps each image's name in the catalogue folder to the address the site uses,
 * for the admin to turn the one into the other.
 */
export function catalogueDataFiles(
  content: CatalogueContent,
  images: Record<string, string> = {},
): Map<string, unknown> {
  const files = new Map<string, unknown>();
  files.set('catalogue.json', content);
  files.set('images.json', images);
  files.set('shell.json', shellView(content));
  files.set('home.json', homeView(content));
  files.set('inspirations.json', inspirationsView(content));
  for (const list of catalogueLists(content)) {
    const products = productsOfList(content.products, list);
    const pages = pageCount(products.length);
    for (let page = 1; page <= pages; page += 1) {
      files.set(listFile(list, page), listPageView(products, page));
    }
  }
  for (const product of content.products) {
    files.set(`products/${product.id}.json`, productView(content, product.id));
  }
  return files;
}
