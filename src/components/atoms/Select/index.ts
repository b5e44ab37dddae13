export { Select } from './Select';
export type { SelectGroup, SelectOption, SelectProps } from './Select';
