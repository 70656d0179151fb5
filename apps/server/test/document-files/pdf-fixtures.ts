import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDeflate } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A folder for one test file's PDFs, removed by `remove()`. */
export async function pdfFolder() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'document-files-'));
  return {
    async write(name: string, bytes: Uint8Array | string): Promise<string> {
      const file = path.join(dir, name);
      await writeFile(file, bytes);
      return file;
    },
    /** A sparse file of `size` bytes (costs no disk), for the size limit. */
    async sparse(name: string, size: number): Promise<string> {
      const file = path.join(dir, name);
      await writeFile(file, '%PDF-1.7\n');
      await truncate(file, size);
      return file;
    },
    file: (name: string) => path.join(dir, name),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** An A4 PDF whose page n reads `text(n)` in black Helvetica. */
export async function textPdf(pages: number, text: (page: number) => string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage([595, 842]).drawText(text(page), { x: 60, y: 760, size: 18, font });
  }
  return doc.save();
}

/** One empty page of the given size in points. */
export async function blankPdf(width: number, height: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([width, height]);
  return doc.save();
}

/** A PDF from raw object bodies (object n is objects[n - 1]) with a correct cross-reference table. */
function rawPdf(objects: (string | Buffer)[], trailer: string): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let length = parts[0]!.length;
  const add = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    add(`${index + 1} 0 obj\n`);
    add(object);
    add('\nendobj\n');
  });
  const xrefAt = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`);
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** One page whose content stream is a few hundred kilobytes that inflate to `megabytes` MB of spaces. */
export async function inflatingPdf(megabytes: number): Promise<Buffer> {
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  const packed: Buffer[] = [];
  await pipeline(
    Readable.from(Array.from({ length: megabytes }, () => spaces)),
    createDeflate(),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        packed.push(chunk);
        done();
      },
    }),
  );
  const stream = Buffer.concat(packed);
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        stream,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    ],
    '',
  );
}

/**
 * A page of Chinese text as Chinese PDFs often carry it: a font the file does not embed (STSong-Light, Adobe-GB1)
 * with codes in UniGB-UCS2-H, which only CMaps turn back into text.
 */
export function chinesePdf(text: string): Buffer {
  const codes = Buffer.from(text, 'utf16le').swap16().toString('hex');
  const content = `BT /F1 24 Tf 60 760 Td <${codes}> Tj ET`;
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>',
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 80 >>',
    ],
    '',
  );
}

/** A page tree that names one page object `count` times: a 10,000-page PDF in a few dozen kilobytes. */
export function manyPagesPdf(count: number): Buffer {
  const kids = Array.from({ length: count }, () => '3 0 R').join(' ');
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ],
    '',
  );
}

/** Encrypted with the standard handler and a user password nobody knows (random /O and /U). */
export function passwordPdf(): Buffer {
  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${hex(32)}> /U <${hex(32)}> >>`,
    ],
    `/Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>]`,
  );
}
