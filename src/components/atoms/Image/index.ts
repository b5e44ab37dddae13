export { Image } from './Image';
export type { ImageProps } from './Image';
