export { CartChanges, type CartChangesProps } from './CartChanges';
