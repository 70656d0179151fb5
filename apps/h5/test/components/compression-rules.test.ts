import { describe, expect, it } from 'vitest';
import {
  fitWithin,
  keepsWithoutDecoding,
  MAX_SIDE_PX,
  planCompression,
  SMALL_FILE_BYTES,
} from '../../src/components/image-picker/compression-rules';

describe('image compression sizing', () => {
  it('scales the longest side down to 1600 px, keeping the aspect ratio', () => {
    expect(MAX_SIDE_PX).toBe(1600);
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin({ width: 3201, height: 1000 })).toEqual({ width: 1600, height: 500 });
  });

  it('never enlarges a small image and never rounds a side to zero', () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1600, height: 1600 })).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin({ width: 20000, height: 2 })).toEqual({ width: 1600, height: 1 });
  });

  it('keeps PNG and WebP files under 300 kB without decoding them', () => {
    expect(keepsWithoutDecoding({ type: 'image/png', size: SMALL_FILE_BYTES - 1 })).toBe(true);
    expect(keepsWithoutDecoding({ type: 'image/webp', size: 1000 })).toBe(true);
    expect(keepsWithoutDecoding({ type: 'image/png', size: SMALL_FILE_BYTES })).toBe(false);
    expect(keepsWithoutDecoding({ type: 'image/jpeg', size: 1000 })).toBe(false);
  });

  it('redraws large photos and keeps images already small in bytes and pixels', () => {
    const photo = { type: 'image/jpeg', size: 3_000_000 };
    expect(planCompression(photo, { width: 4032, height: 3024 })).toEqual({
      kind: 'redraw',
      size: { width: 1600, height: 1200 },
    });
    expect(planCompression(photo, { width: 1200, height: 900 })).toEqual({
      kind: 'redraw',
      size: { width: 1200, height: 900 },
    });
    expect(planCompression({ type: 'image/jpeg', size: 200_000 }, { width: 1200, height: 900 })).toEqual({
      kind: 'keep',
    });
    expect(planCompression({ type: 'image/jpeg', size: 200_000 }, { width: 2400, height: 900 })).toEqual({
      kind: 'redraw',
      size: { width: 1600, height: 600 },
    });
    expect(planCompression({ type: 'image/png', size: 2_000_000 }, { width: 1000, height: 1000 })).toEqual({
      kind: 'redraw',
      size: { width: 1000, height: 1000 },
    });
  });
});
