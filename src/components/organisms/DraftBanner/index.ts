export { DraftBanner } from './DraftBanner';
export type { DraftBannerProps } from './DraftBanner';
