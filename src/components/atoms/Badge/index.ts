export { Badge, ProductFlags } from './Badge';
export type { BadgeProps, ProductFlagsProps } from './Badge';
