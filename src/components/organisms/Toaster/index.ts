export { Toaster } from './Toaster';
export type { DeferredToasterProps } from './Toaster';
export { TOAST_SETTINGS } from './settings';
export type { ToasterProps } from './settings';
// Pages raise toasts through this facade; it loads the library on first use.
export { loadToasts, toast } from './toast';
