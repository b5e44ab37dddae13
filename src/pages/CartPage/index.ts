export { CartPage, loadLandingParts } from './CartPage';
