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

/** WATERMARK_TEXT tiled in translucent red along the page's rising diagonal, covering the whole image. */
export function drawWatermark(context: SKRSContext2D, width: number, height: number): void {
  ensureFont();
  const fontSize = Math.max(10, Math.round(width / 14));
  const diagonal = Math.hypot(width, height);
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(-Math.atan2(height, width));
  context.font = `${fontSize}px ${FAMILY}`;
  context.fillStyle = 'rgba(200, 30, 30, 0.28)';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const step = context.measureText(WATERMARK_TEXT).width + fontSize * 2;
  const rowGap = fontSize * 4;
  let row = 0;
  for (let y = -diagonal / 2; y <= diagonal / 2; y += rowGap, row += 1) {
    // Every other row shifted by half a step, so the rows do not line up into columns.
    for (let x = -diagonal / 2 - (row % 2) * (step / 2); x <= diagonal / 2 + step; x += step) {
      context.fillText(WATERMARK_TEXT, x, y);
    }
  }
  context.restore();
}
