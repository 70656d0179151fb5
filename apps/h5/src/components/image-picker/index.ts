export { ImagePicker, type ImagePickerProps, type PickedImage } from './image-picker';
export { compressImage, ImageProcessingError } from './compress-image';
