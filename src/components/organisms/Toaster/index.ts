export { Toaster, TOAST_SETTINGS } from './Toaster';
export type { ToasterProps } from './Toaster';
// Pages raise toasts through this export so they reach the same (unstyled-entry) container.
export { toast } from 'react-toastify/unstyled';
