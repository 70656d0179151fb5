export { FilePicker, type FilePickerProps, type PickedFile } from './file-picker';
export { fileRefusal, formatBytes } from './file-rules';
export { FileRow } from './file-row';
