export { InquiryForm } from './InquiryForm';
export type { InquiryFormProps } from './InquiryForm';
