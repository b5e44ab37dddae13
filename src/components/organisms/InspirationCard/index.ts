export { InspirationCard } from './InspirationCard';
export type { InspirationCardProps } from './InspirationCard';
