/**
 * Everything quick order needs once there is an order to read, loaded apart from the page so
 * the route's first download stays small (docs/conventions.md#size): the CSV reader
 * (papaparse), the file check, the rules and texts (the prices' terms among them), and the
 * preview table. The page loads it when the browser is first idle, or at once when text or a
 * file arrives.
 */
export { parseOrder } from './parseOrder';
export { readOrderFile } from './readOrderFile';
export {
  addQuickOrderLines,
  QUICK_ORDER_LIMITS,
  QUICK_ORDER_MESSAGES,
  quickOrderPreview,
  rowsErrorsFirst,
} from '@/domain/quickOrder';
export { QuickOrderTable } from '@/components/organisms/QuickOrderTable';
export { pricesTermsText } from '@/domain/pricesTerms';
