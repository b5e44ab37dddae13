export { OptionPicker } from './OptionPicker';
export type { OptionPickerProps, OptionGroup } from './OptionPicker';
