export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
