export { QuickOrderPage } from './QuickOrderPage';
