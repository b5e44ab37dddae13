export { CartEmailForm } from './CartEmailForm';
export type { CartEmailFormProps } from './CartEmailForm';
