export { SiteSettingsForm } from './SiteSettingsForm';
export type { SiteSettingsFormProps } from './SiteSettingsForm';
