import sharp from 'sharp';
import { AppError } from '../../core/app-error';
import { detectImageMime } from './image-type';

export const MSG_IMAGE_TYPE = '仅支持 JPG、PNG、WEBP 图片';
export const MSG_IMAGE_UNREADABLE = '图片无法识别，请换一张';
export const MSG_IMAGE_TOO_MANY_PIXELS = '图片尺寸过大，请换一张';

/** Width × height above this is refused before decoding (a 40 MP photo is about 7300 × 5500). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored images fit in this many pixels on their longer edge. */
export const MAX_EDGE_PX = 2048;
export const JPEG_QUALITY = 82;

// Every upload is a different picture, so libvips' operation cache would only hold memory.
sharp.cache(false);

export interface ProcessedImage {
  bytes: Buffer;
  mime: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Decodes an uploaded JPEG, PNG or WebP with libvips (sharp) and encodes a fresh JPEG from its pixels
 * (docs/decisions.md, issue 7): turned upright by its EXIF orientation, at most 2048 px on the longer edge,
 * transparency laid on white, sRGB, no metadata at all (EXIF, GPS, XMP, ICC, comments) and nothing that
 * trailed the picture. Refuses with code 1: another type, more than 40 MP, or bytes that do not decode.
 */
export async function reencodeImage(input: Buffer): Promise<ProcessedImage> {
  if (!detectImageMime(input)) throw AppError.badParams(MSG_IMAGE_TYPE);
  // `failOn: 'error'` refuses truncated and corrupt data; the pixel limit is checked from the header,
  // before any pixel is decoded.
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 } as const;
  let header: sharp.Metadata;
  try {
    header = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch (error) {
    throw AppError.badParams(MSG_IMAGE_UNREADABLE, `image header: ${String(error)}`);
  }
  const declaredPixels = (header.width ?? 0) * (header.height ?? 0);
  if (declaredPixels > MAX_INPUT_PIXELS) {
    throw AppError.badParams(
      MSG_IMAGE_TOO_MANY_PIXELS,
      `image declares ${header.width}×${header.height} pixels`,
    );
  }
  if (!['jpeg', 'png', 'webp'].includes(header.format ?? '')) {
    throw AppError.badParams(MSG_IMAGE_TYPE, `decoder saw ${header.format}`);
  }
  try {
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, progressive: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: 'image/jpeg', width: info.width, height: info.height };
  } catch (error) {
    throw AppError.badParams(MSG_IMAGE_UNREADABLE, `image decode: ${String(error)}`);
  }
}
