export { NotFoundPage } from './NotFoundPage';
