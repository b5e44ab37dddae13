/** Splits admin text such as 'modern, oak , ,mirror' into ['modern', 'oak', 'mirror']. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * Splits '3, 5, abc, 1.5' into [3, 5]: anything that is not a whole number is dropped
 * (docs/requirements.md#product-rules).
 */
export function splitIdList(text: string): number[] {
  return splitCommaList(text)
    .filter((item) => /^\d+$/.test(item))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
}

/** Joins a list back into the comma text the admin forms edit. */
export function joinList(items: readonly (string | number)[]): string {
  return items.join(', ');
}
