export { InquiryForm, EMAIL_PATTERN_ATTRIBUTE } from './InquiryForm';
export type { InquiryFormProps } from './InquiryForm';
