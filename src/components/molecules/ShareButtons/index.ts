export { ShareButtons } from './ShareButtons';
export type { ShareButtonsProps, ShareTarget } from './ShareButtons';
