export { ShippingFacts } from './ShippingFacts';
export type { ShippingFactsProps, ProductSize } from './ShippingFacts';
