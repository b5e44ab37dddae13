import { atom } from 'jotai';
import { repriceCartLines, type RepriceSource } from '@/domain/cartRepricing';
import type { ProductView } from '@/domain/views';
import { STORAGE_KEYS } from '@/storage';
import { cartAtom, cartRepricingAtom, freshCart as fresh } from './cart';
import { productsAtom } from './catalogue';
import { catalogueSourceAtom, publishedDataUrl } from './catalogueSource';
import { remoteDataAtom } from './remote';
import { storageAtom } from './storage';

/**
 * Re-prices the cart against the published revision, once per revision: each line takes its
 * product's price, name and picture; a line whose product is gone is removed, and the cart page
 * says which and why. The products come from the working copy, or from each product's
 * published file. It runs after the page is up (src/app/afterFirstRender.ts), so neither it nor
 * the re-pricing rules (../domain/cartRepricing.ts) come with the first download.
 */
export const repriceCartAtom = atom(null, async (get, set, revision: string) => {
  const adapter = get(storageAtom);
  const lines = fresh(get);
  if (lines.length === 0 || adapter.getMark(STORAGE_KEYS.cart)?.revision === revision) return;
  const source = get(catalogueSourceAtom);
  const found = new Map<number, RepriceSource | undefined>();
  if (source.kind === 'local') {
    const products = get(productsAtom);
    for (const line of lines)
      found.set(
        line.id,
        products.find((p) => p.id === line.id),
      );
  } else {
    const remote = get(remoteDataAtom);
    const views = await Promise.all(
      lines.map((line) =>
        remote.get<ProductView | null>(publishedDataUrl(revision, `products/${line.id}.json`)),
      ),
    );
    lines.forEach((line, i) => found.set(line.id, views[i]?.product));
  }
  // Lines added meanwhile (another tab, a click) are kept as they are.
  const current = fresh(get);
  const result = repriceCartLines(current, (id) => (found.has(id) ? found.get(id) : null));
  const changed = result.removed.length > 0 || result.repriced.length > 0;
  // A cart whose prices and lines stand is stored quietly, for its mark: where no store keeps it
  // (every store failing), the visitor is not asked to copy a cart they did not change (and a
  // prompt opened in the middle of their clicks would swallow the next one); the next visit
  // re-prices it again.
  set(cartAtom, result.lines, { mark: { revision }, quiet: !changed });
  if (changed) set(cartRepricingAtom, { removed: result.removed, repriced: result.repriced });
});
