export { SliderList } from './SliderList';
export type { SliderListProps } from './SliderList';
