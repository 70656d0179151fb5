import { JPEG_QUALITY, keepsWithoutDecoding, planCompression, type Size } from './compression-rules';

/** Thrown when the browser cannot decode or re-encode the chosen image. */
export class ImageProcessingError extends Error {
  constructor() {
    super('图片处理失败，请换一张图片');
    this.name = 'ImageProcessingError';
  }
}

/**
 * Shrinks a chosen image before upload (see compression-rules.ts). The redrawn JPEG is used only when
 * it is smaller than the original file.
 */
export async function compressImage(file: File): Promise<File> {
  if (keepsWithoutDecoding(file)) return file;
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new ImageProcessingError();
  });
  try {
    const plan = planCompression(file, { width: bitmap.width, height: bitmap.height });
    if (plan.kind === 'keep') return file;
    const jpeg = await drawAsJpeg(bitmap, plan.size);
    return jpeg.size < file.size ? new File([jpeg], jpegName(file.name), { type: 'image/jpeg' }) : file;
  } finally {
    bitmap.close();
  }
}

function drawAsJpeg(bitmap: ImageBitmap, size: Size): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new ImageProcessingError());
  // JPEG has no transparency: transparent pixels become white instead of black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageProcessingError())),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '');
  return `${base || 'image'}.jpg`;
}
