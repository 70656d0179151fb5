import { GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import path from 'node:path';
import { pdfjsAssetDirs } from './pdfjs-assets.js';

/**
 * A server has no fonts to count on, so the watermark is drawn with Liberation Sans from pdfjs-dist's own
 * standard fonts (shipped with the pinned package, SIL OFL) and says so in ASCII: no CJK font needed.
 */
const FAMILY = 'LawBridgeWatermark';
export const WATERMARK_TEXT = 'LAWBRIDGE PREVIEW';

function ensureFont(): void {
  if (GlobalFonts.has(FAMILY)) return;
  GlobalFonts.registerFromPath(
    path.join(pdfjsAssetDirs().standardFonts, 'LiberationSans-Regular.ttf'),
    FAMILY,
  );
}

/** Diagonal rows of WATERMARK_TEXT in translucent red across the whole image, rising from bottom left. */
export function drawWatermark(context: SKRSContext2D, width: number, height: number): void {
  ensureFont();
  const fontSize = Math.max(10, Math.round(width / 14));
  const angle = -Math.atan2(height, width);
  const diagonal = Math.hypot(width, height);
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(angle);
  context.font = `${fontSize}px ${FAMILY}`;
  context.fillStyle = 'rgba(200, 30, 30, 0.28)';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const rowGap = fontSize * 4;
  for (let offset = -diagonal / 2; offset <= diagonal / 2; offset += rowGap) {
    context.fillText(WATERMARK_TEXT, 0, offset);
  }
  context.restore();
}
