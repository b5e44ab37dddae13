export { HomePage, loadPageParts } from './HomePage';
