export { GalleryManager } from './GalleryManager';
export type { GalleryManagerProps } from './GalleryManager';
