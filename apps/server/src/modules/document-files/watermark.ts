import { GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import path from 'node:path';
import { pdfjsAssetDirs } from './pdfjs-assets.js';

/**
 * A server has no fonts to count on, so watermarks are drawn with Liberation Sans from pdfjs-dist's own
 * standard fonts (shipped with the pinned package, SIL OFL) and say so in ASCII: no CJK font needed.
 */
const FAMILY = 'LawBridgeWatermark';
export const WATERMARK_TEXT = 'LAWBRIDGE PREVIEW';

/** Draws on a rendered page image (width × height pixels). */
export type Watermark = (context: SKRSContext2D, width: number, height: number) => void;

function ensureFont(): void {
  if (GlobalFonts.has(FAMILY)) return;
  GlobalFonts.registerFromPath(
    path.join(pdfjsAssetDirs().standardFonts, 'LiberationSans-Regular.ttf'),
    FAMILY,
  );
}

/** `text` tiled in `fill` along the page's rising diagonal, covering the whole image. */
function tileText(
  context: SKRSContext2D,
  width: number,
  height: number,
  { text, fontSize, fill }: { text: string; fontSize: number; fill: string },
): void {
  ensureFont();
  const diagonal = Math.hypot(width, height);
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(-Math.atan2(height, width));
  context.font = `${fontSize}px ${FAMILY}`;
  context.fillStyle = fill;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const step = context.measureText(text).width + fontSize * 2;
  const rowGap = fontSize * 4;
  let row = 0;
  for (let y = -diagonal / 2; y <= diagonal / 2; y += rowGap, row += 1) {
    // Every other row shifted by half a step, so the rows do not line up into columns.
    for (let x = -diagonal / 2 - (row % 2) * (step / 2); x <= diagonal / 2 + step; x += step) {
      context.fillText(text, x, y);
    }
  }
  context.restore();
}

/** The previews everyone sees: WATERMARK_TEXT large, in translucent red. */
export const previewWatermark: Watermark = (context, width, height) =>
  tileText(context, width, height, {
    text: WATERMARK_TEXT,
    fontSize: Math.max(10, Math.round(width / 14)),
    fill: 'rgba(200, 30, 30, 0.28)',
  });

/** 在线阅读 pages: the reader's lines (printable ASCII: masked phone, order number), small and light grey. */
export function readerWatermark(lines: readonly string[]): Watermark {
  return (context, width, height) =>
    tileText(context, width, height, {
      text: lines.join('   '),
      fontSize: Math.max(8, Math.round(width / 36)),
      fill: 'rgba(100, 100, 100, 0.2)',
    });
}
