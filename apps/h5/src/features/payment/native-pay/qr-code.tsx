import { create } from 'qrcode';
import { useMemo } from 'react';

/** Modules of white border around the code (the QR standard asks for 4). */
const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code as one SVG path, and the side of the drawing in modules. */
export function qrDrawing(text: string): { path: string; side: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, side: modules.size + QUIET_ZONE * 2 };
}

/** A QR code drawn as SVG (sharp at any zoom, no canvas, no markup from strings). */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const { path, side } = useMemo(() => qrDrawing(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-content={text}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
