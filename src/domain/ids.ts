/**
 * docs/requirements.md#category: a category id is its name in lower case with spaces as
 * underscores.
 */
export function categoryIdFromName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/** Returns base, or base_1, base_2 ... whichever is first not taken. */
export function uniqueId(base: string, existingIds: readonly string[]): string {
  const taken = new Set(existingIds);
  if (!taken.has(base)) return base;
  let n = 1;
  while (taken.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

/** A new category's id: derived from the name and made unique with _1, _2 ... */
export function uniqueCategoryId(name: string, existingIds: readonly string[]): string {
  // A name of only spaces would give an empty id, which no route can address.
  const base = categoryIdFromName(name) || 'category';
  return uniqueId(base, existingIds);
}

/** A subcategory id is the parent id, '_', and the subcategory's own derived id. */
export function subcategoryId(parentId: string, subName: string): string {
  return `${parentId}_${categoryIdFromName(subName)}`;
}

/**
 * docs/requirements.md#product: a new product id is the highest existing id + 1 (1 for an empty
 * catalogue).
 */
export function nextProductId(products: readonly { id: number }[]): number {
  let highest = 0;
  for (const product of products) {
    if (Number.isFinite(product.id) && product.id > highest) highest = product.id;
  }
  return Math.floor(highest) + 1;
}
