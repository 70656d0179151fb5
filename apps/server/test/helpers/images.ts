import { crc32, deflateSync } from 'node:zlib';

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real PNG: `size`×`size` RGB pixels of one colour. */
export function makePng(size = 2, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const START_OF_IMAGE = [0xff, 0xd8];
const END_OF_IMAGE = [0xff, 0xd9];
/** DC code `0` (difference 0), AC code `0` (end of block), then padding ones. */
const SCAN_BITS = 0b0011_1111;

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

/**
 * A real baseline JPEG: one 8×8 grey block. Huffman tables hold a single 1-bit code each
 * (DC category 0, AC end-of-block), so the whole scan is one byte.
 */
export function makeJpeg(): Buffer {
  const jfif = [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const quantTable = [0x00, ...Array.from({ length: 64 }, () => 1)];
  const frame = [8, 0, 8, 0, 8, 1, 1, 0x11, 0];
  const oneSymbolTable = (classAndId: number) => [
    classAndId,
    1,
    ...Array.from({ length: 15 }, () => 0),
    0x00,
  ];
  const scan = [1, 1, 0x00, 0, 63, 0];
  return Buffer.from([
    ...START_OF_IMAGE,
    ...segment(0xe0, jfif),
    ...segment(0xdb, quantTable),
    ...segment(0xc0, frame),
    ...segment(0xc4, [...oneSymbolTable(0x00), ...oneSymbolTable(0x10)]),
    ...segment(0xda, scan),
    SCAN_BITS,
    ...END_OF_IMAGE,
  ]);
}

/** A real lossless WebP, 1×1 (RIFF / WEBP / VP8L). */
export function makeWebp(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** Matches the address of an upload signed by the server: `/api/v1/upload/image/<id>?e=<expiry>&s=<signature>`. */
export function signedImageUrl(id: string): RegExp {
  return new RegExp(`^/api/v1/upload/image/${id}\\?e=\\d+&s=[A-Za-z0-9_-]{22}$`);
}
