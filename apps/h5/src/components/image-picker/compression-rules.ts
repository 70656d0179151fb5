/** Client-side image compression rules: photos are redrawn small before they are uploaded. */
export const MAX_SIDE_PX = 1600;
export const JPEG_QUALITY = 0.8;
/** PNG and WebP files below this size are uploaded as they are (they may carry transparency). */
export const SMALL_FILE_BYTES = 300 * 1024;

const LOSSLESS_TYPES: readonly string[] = ['image/png', 'image/webp'];

export interface Size {
  width: number;
  height: number;
}

/** A small PNG or WebP is kept without even decoding it. */
export function keepsWithoutDecoding(file: { type: string; size: number }): boolean {
  return LOSSLESS_TYPES.includes(file.type) && file.size < SMALL_FILE_BYTES;
}

/** `size` scaled down (never up) so that its longest side is at most `maxSide`, keeping the aspect ratio. */
export function fitWithin(size: Size, maxSide = MAX_SIDE_PX): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

export type CompressionPlan = { kind: 'keep' } | { kind: 'redraw'; size: Size };

/**
 * What to do with a decoded image: keep it when it is already small in bytes and in pixels (or a small
 * PNG/WebP), otherwise redraw it as a JPEG whose longest side is at most MAX_SIDE_PX.
 */
export function planCompression(file: { type: string; size: number }, decoded: Size): CompressionPlan {
  if (keepsWithoutDecoding(file)) return { kind: 'keep' };
  const target = fitWithin(decoded);
  const alreadyFits = target.width === decoded.width && target.height === decoded.height;
  if (alreadyFits && file.size < SMALL_FILE_BYTES) return { kind: 'keep' };
  return { kind: 'redraw', size: target };
}
