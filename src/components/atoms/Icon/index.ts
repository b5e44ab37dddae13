export { Icon, ICON_NAMES } from './Icon';
export type { IconName, IconProps } from './Icon';
