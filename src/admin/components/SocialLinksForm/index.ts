export { SocialLinksForm } from './SocialLinksForm';
export type { SocialLinksFormProps } from './SocialLinksForm';
