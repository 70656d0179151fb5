export { FilePicker, type FilePickerProps, type PickedFile } from './file-picker';
export { formatBytes } from '@lawbridge/contract';
export { fileRefusal } from './file-rules';
export { FileRow } from './file-row';
