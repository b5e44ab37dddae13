export { ShippingFields } from './ShippingFields';
export type { ShippingDraft, ShippingFieldsProps } from './ShippingFields';
