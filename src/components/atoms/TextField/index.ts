export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
