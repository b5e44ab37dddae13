export { SliderItemForm } from './SliderItemForm';
export type { SliderItemDraft, SliderItemFormProps } from './SliderItemForm';
