import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A zip entry ready to be written: its deflated bytes and what the central directory declares. */
export interface PackedEntry {
  name: string;
  packed: Buffer;
  size: number;
  crc: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let value = byte;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function packEntry(name: string, data: string | Buffer): PackedEntry {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  return { name, packed: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/**
 * `megabytes` MB of zeros deflated (fast level: ~230:1), streamed so the zeros are never held whole. Its CRC is
 * left 0: nothing that reads only the central directory looks at it.
 */
export async function packZeros(name: string, megabytes: number): Promise<PackedEntry> {
  const zeros = Buffer.alloc(1024 * 1024);
  const parts: Buffer[] = [];
  await pipeline(
    Readable.from(Array.from({ length: megabytes }, () => zeros)),
    createDeflateRaw({ level: 1 }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        done();
      },
    }),
  );
  return { name, packed: Buffer.concat(parts), size: megabytes * 1024 * 1024, crc: 0 };
}

/** 1980-01-01, the earliest date a zip can name (0 would be month 0). */
const DOS_DATE_1980 = 0x21;

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

/** What an entry's local header and its central directory record both say, in the same order (24 bytes). */
function sharedFields(entry: PackedEntry, nameLength: number): Buffer {
  const fields = Buffer.alloc(24);
  fields.writeUInt16LE(20, 0); // version needed: 2.0
  fields.writeUInt16LE(0x0800, 2); // UTF-8 names
  fields.writeUInt16LE(8, 4); // deflate
  fields.writeUInt16LE(DOS_DATE_1980, 8);
  fields.writeUInt32LE(entry.crc, 10);
  fields.writeUInt32LE(entry.packed.length, 14);
  fields.writeUInt32LE(entry.size, 18);
  fields.writeUInt16LE(nameLength, 22);
  return fields;
}

/** A zip file (deflate, UTF-8 names) with a local header per entry, the central directory and its end record. */
export function zipFile(entries: readonly PackedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const shared = sharedFields(entry, name.length);
    // Local: signature, shared fields, no extra field.
    const local = Buffer.concat([uint32(0x04034b50), shared, Buffer.alloc(2)]);
    // Central: signature, made by 2.0, shared fields, no extra / comment / disk / attributes, the local header's offset.
    const central = Buffer.concat([
      uint32(0x02014b50),
      Buffer.from([20, 0]),
      shared,
      Buffer.alloc(12),
      uint32(offset),
    ]);
    locals.push(local, name, entry.packed);
    centrals.push(central, name);
    offset += local.length + name.length + entry.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
