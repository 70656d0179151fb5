import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileKind } from '../../src/modules/upload/file-kind';
import { makePng } from '../helpers/images';
import { makeCompoundFile, makeDocx, makePdf, makeXlsx, makeZip } from '../helpers/office-files';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-file-kind-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let count = 0;
async function kindOf(bytes: Buffer) {
  const file = path.join(dir, `f${(count += 1)}`);
  fs.writeFileSync(file, bytes);
  return detectFileKind(file);
}

describe('the kind of an uploaded file, told by its content', () => {
  it('takes PDF, DOCX, XLSX, DOC, XLS and plain text', async () => {
    expect(await kindOf(makePdf(100))).toEqual({ mime: 'application/pdf' });
    expect(await kindOf(makeDocx())).toEqual({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await kindOf(makeXlsx())).toEqual({
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(await kindOf(makeCompoundFile('WordDocument'))).toEqual({ mime: 'application/msword' });
    expect(await kindOf(makeCompoundFile('Workbook'))).toEqual({ mime: 'application/vnd.ms-excel' });
    expect(await kindOf(Buffer.from('租赁合同\n第一条 租期一年。\n', 'utf8'))).toEqual({
      mime: 'text/plain',
    });
    // 记事本's ANSI on Chinese Windows is GB18030 (GBK): "合同" is B A C F CD AC there.
    expect(await kindOf(Buffer.from([0xba, 0xcf, 0xcd, 0xac, 0x0d, 0x0a]))).toEqual({ mime: 'text/plain' });
    expect(await kindOf(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('合同', 'utf16le')]))).toEqual({
      mime: 'text/plain',
    });
  });

  it('refuses archives, pictures, other compound files and binary data whatever they are called', async () => {
    expect(await kindOf(makeZip({ 'contract.pdf': makePdf() }))).toEqual({ refused: 'archive' });
    expect(await kindOf(Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3]))).toEqual({
      refused: 'archive',
    });
    expect(await kindOf(makePng())).toEqual({ refused: 'unknown' });
    expect(await kindOf(makeCompoundFile('PowerPoint Document'))).toEqual({ refused: 'unknown' });
    expect(await kindOf(Buffer.from([0x41, 0x00, 0x42, 0x43]))).toEqual({ refused: 'unknown' });
    expect(await kindOf(Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0x80]))).toEqual({ refused: 'unknown' });
  });
});
