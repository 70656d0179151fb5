import { deflateSync } from 'node:zlib';
import { IMAGE_MAX_BYTES } from '@lawbridge/contract';
import { makeJpeg, makePng, pngChunk } from '../helpers/images';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

function ihdr(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return pngChunk('IHDR', header);
}

/** A PNG signature and a valid header chunk, then an HTML page instead of pixels. */
export function pngHeaderThenHtml(): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(16, 16), HTML]);
}

/** A JPEG start-of-image and JFIF marker, then an HTML page. */
export function jpegHeaderThenHtml(): Buffer {
  return Buffer.concat([makeJpeg().subarray(0, 20), HTML]);
}

/** A RIFF container that says WEBP, holding a ZIP archive instead of a VP8 bitstream. */
export function riffWebpHoldingZip(): Buffer {
  const zip = Buffer.concat([
    Buffer.from('PK\u0003\u0004', 'latin1'),
    Buffer.alloc(26),
    Buffer.from('payload.exe', 'latin1'),
    Buffer.from('MZ this is not a picture at all', 'latin1'),
  ]);
  const chunkHeader = Buffer.concat([Buffer.from('VP8 ', 'latin1'), Buffer.alloc(4)]);
  chunkHeader.writeUInt32LE(zip.length, 4);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), chunkHeader, zip]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}

/** A real PNG with an HTML page after its end chunk (a polyglot many decoders accept). */
export function pngThenHtml(): Buffer {
  return Buffer.concat([makePng(4), HTML]);
}

/** A tiny PNG that declares 30000 × 30000 pixels (900 MP): a decompression bomb's header. */
export function pngDeclaring30000Squared(): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(30000, 30000),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG padded with a private ancillary chunk (decoders skip it) to exactly `size` bytes. */
export function pngOfExactly(size: number = IMAGE_MAX_BYTES): Buffer {
  const png = makePng(4);
  const iendAt = png.length - 12;
  const padding = size - png.length - 12;
  return Buffer.concat([
    png.subarray(0, iendAt),
    pngChunk('prVt', Buffer.alloc(padding)),
    png.subarray(iendAt),
  ]);
}

/** The example location of the EXIF block: 31°13'48"N 121°28'12"E (Shanghai). */
export const GPS_MARKER = 'GPS-SECRET-HOME';

/**
 * The 8×8 test JPEG with an EXIF (APP1) block holding a GPS IFD: latitude and longitude as rationals
 * and a processing-method note carrying `GPS_MARKER`, as a phone writes where a photo was taken.
 */
export function jpegWithGpsExif(): Buffer {
  // Big-endian TIFF: header, IFD0 with one entry (GPS IFD pointer), then the GPS IFD.
  const entries: Array<[tag: number, type: number, count: number, value: Buffer]> = [];
  const rational = (pairs: Array<[number, number]>) => {
    const out = Buffer.alloc(pairs.length * 8);
    pairs.forEach(([n, d], i) => {
      out.writeUInt32BE(n, i * 8);
      out.writeUInt32BE(d, i * 8 + 4);
    });
    return out;
  };
  const ascii = (text: string) => Buffer.from(`${text}\0`, 'latin1');
  entries.push([0x0001, 2, 2, ascii('N')]);
  entries.push([
    0x0002,
    5,
    3,
    rational([
      [31, 1],
      [13, 1],
      [48, 1],
    ]),
  ]);
  entries.push([0x0003, 2, 2, ascii('E')]);
  entries.push([
    0x0004,
    5,
    3,
    rational([
      [121, 1],
      [28, 1],
      [12, 1],
    ]),
  ]);
  entries.push([
    0x001b,
    7,
    GPS_MARKER.length + 8,
    Buffer.concat([Buffer.from('ASCII\0\0\0'), Buffer.from(GPS_MARKER)]),
  ]);

  const ifd0Offset = 8;
  const ifd0Size = 2 + 12 + 4;
  const gpsOffset = ifd0Offset + ifd0Size;
  const gpsSize = 2 + entries.length * 12 + 4;
  let dataOffset = gpsOffset + gpsSize;
  const gpsIfd = Buffer.alloc(gpsSize);
  gpsIfd.writeUInt16BE(entries.length, 0);
  const data: Buffer[] = [];
  entries.forEach(([tag, type, count, value], i) => {
    const at = 2 + i * 12;
    gpsIfd.writeUInt16BE(tag, at);
    gpsIfd.writeUInt16BE(type, at + 2);
    gpsIfd.writeUInt32BE(count, at + 4);
    if (value.length <= 4) {
      value.copy(gpsIfd, at + 8);
    } else {
      gpsIfd.writeUInt32BE(dataOffset, at + 8);
      data.push(value);
      dataOffset += value.length;
    }
  });
  const ifd0 = Buffer.alloc(ifd0Size);
  ifd0.writeUInt16BE(1, 0);
  ifd0.writeUInt16BE(0x8825, 2); // GPSInfo IFD pointer
  ifd0.writeUInt16BE(4, 4); // LONG
  ifd0.writeUInt32BE(1, 6);
  ifd0.writeUInt32BE(gpsOffset, 10);
  const tiff = Buffer.concat([Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]), ifd0, gpsIfd, ...data]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  const jpeg = makeJpeg();
  return Buffer.concat([jpeg.subarray(0, 2), app1, payload, jpeg.subarray(2)]);
}
