export { ImageListEditor } from './ImageListEditor';
export type { ImageListEditorProps } from './ImageListEditor';
