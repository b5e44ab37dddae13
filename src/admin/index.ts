/** The admin area's one entry: the router loads it lazily, so visitors never download it. */
export { AdminRoutes } from './AdminRoutes';
