export { HorizontalScroller } from './HorizontalScroller';
export type { HorizontalScrollerProps } from './HorizontalScroller';
