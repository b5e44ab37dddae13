export { ShowMore } from './ShowMore';
export type { ShowMoreProps, ShowMoreSource } from './ShowMore';
