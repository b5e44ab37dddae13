export { ProductBadges } from './ProductBadges';
export type { ProductBadgesProps } from './ProductBadges';
