/** The key two SKUs are compared by, without case; none for a blank or odd value. */
export function skuKey(sku: unknown): string | undefined {
  return typeof sku === 'string' && sku.trim() !== '' ? sku.trim().toUpperCase() : undefined;
}
