export { DesignInspirationsPage } from './DesignInspirationsPage';
