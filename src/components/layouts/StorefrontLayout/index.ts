export { StorefrontLayout } from './StorefrontLayout';
export type { StorefrontLayoutProps } from './StorefrontLayout';
