import { formatCount } from './numbers';

/** '3 lines', '1 line'. */
export const lineCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'line' : 'lines'}`;

/**
 * What quick order and the product page's order grid say once their lines are in the cart. Its
 * own small module: the product page needs it without the rest of quick order.
 */
export const linesAdded = (n: number, units: number) =>
  `Added ${lineCount(n)} (${formatCount(units)} ${units === 1 ? 'item' : 'items'}) to your cart.`;
