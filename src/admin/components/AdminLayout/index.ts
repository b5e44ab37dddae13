export { ADMIN_SECTIONS, AdminLayout } from './AdminLayout';
export type { AdminLayoutProps, AdminSection } from './AdminLayout';
