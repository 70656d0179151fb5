import fs from 'node:fs';
import path from 'node:path';
import { API, FILE_MAX_BYTES, TOKEN_HEADER } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, multipartFile, uploadImage } from '../helpers/api';
import { makePng } from '../helpers/images';
import { makeDocx, makePdf, makeZip } from '../helpers/office-files';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, '13700000021');
});
afterAll(async () => {
  await t.close();
});

interface FileAnswer {
  code: number;
  msg: string;
  data: { id: string; url: string; mime: string; size: number; name: string };
}

async function uploadFile(file: { name: string; type: string; bytes: Buffer }, as = token) {
  const body = multipartFile('file', file);
  const response = await t.app.inject({
    method: 'POST',
    url: API.uploadFile,
    headers: { ...body.headers, [TOKEN_HEADER]: as },
    payload: body.payload,
  });
  return response.json<FileAnswer>();
}

/** The bytes behind a signed address: served by the app (local disk) or by the storage after a 302 (S3). */
async function download(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  if (response.statusCode !== 302) return { response, bytes: response.rawPayload };
  const direct = await fetch(response.headers.location!);
  return {
    response,
    bytes: Buffer.from(await direct.arrayBuffer()),
    direct: {
      type: direct.headers.get('content-type'),
      disposition: direct.headers.get('content-disposition'),
    },
  };
}

describe('POST /api/v1/upload/file (issue 14: streamed, told by content, private)', () => {
  it('stores a PDF under a cleaned name and gives it back through the signed address', async () => {
    const pdf = makePdf(50_000);
    const answer = await uploadFile({
      name: 'C:\\合同\\租赁合同（草稿）.PDF',
      type: 'application/octet-stream',
      bytes: pdf,
    });
    expect(answer).toMatchObject({
      code: 0,
      data: { mime: 'application/pdf', size: pdf.length, name: '租赁合同（草稿）.pdf' },
    });
    const { response, bytes, direct } = await download(answer.data.url);
    expect(bytes.equals(pdf)).toBe(true);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const disposition = direct?.disposition ?? String(response.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('租赁合同（草稿）.pdf')}`);
    expect(direct?.type ?? response.headers['content-type']).toBe('application/pdf');
  });

  it('names the file by what its content is, whatever it was called', async () => {
    const answer = await uploadFile({ name: '报价.pdf', type: 'application/pdf', bytes: makeDocx() });
    expect(answer.data).toMatchObject({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      name: '报价.docx',
    });
  });

  it('takes a file of exactly 20 MB and refuses one byte more without keeping anything', async () => {
    const exact = makePdf(FILE_MAX_BYTES - makePdf(0).length);
    expect(exact.length).toBe(FILE_MAX_BYTES);
    expect((await uploadFile({ name: 'big.pdf', type: 'application/pdf', bytes: exact })).code).toBe(0);
    const over = makePdf(FILE_MAX_BYTES - makePdf(0).length + 1);
    expect(await uploadFile({ name: 'big.pdf', type: 'application/pdf', bytes: over })).toEqual({
      code: 1,
      msg: '文件不能超过20MB',
      data: null,
    });
    // Nothing is left in the spool folder, neither of the stored file nor of the refused one (beside it, the
    // document pipeline's own empty work folder).
    const tmp = path.join(t.config.dataDir, 'tmp');
    expect(fs.readdirSync(tmp).filter((name) => name !== 'documents')).toEqual([]);
    expect(fs.readdirSync(path.join(tmp, 'documents'))).toEqual([]);
  });

  it('refuses archives, pictures, empty files and a missing file with a reason', async () => {
    const refusals = [
      [
        { name: 'a.zip', bytes: makeZip({ 'a.pdf': makePdf() }) },
        '不支持压缩包，请解压后上传 PDF、Word、Excel 或 TXT 文件',
      ],
      [{ name: 'a.pdf', bytes: makePng() }, '仅支持 PDF、Word（DOC、DOCX）、Excel（XLS、XLSX）和 TXT 文件'],
      [{ name: 'a.txt', bytes: Buffer.alloc(0) }, '文件是空的，请重新选择'],
    ] as const;
    for (const [file, msg] of refusals) {
      expect(await uploadFile({ ...file, type: 'application/pdf', bytes: Buffer.from(file.bytes) })).toEqual({
        code: 1,
        msg,
        data: null,
      });
    }
    const wrongField = multipartFile('attachment', {
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: makePdf(),
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: API.uploadFile,
      headers: { ...wrongField.headers, [TOKEN_HEADER]: token },
      payload: wrongField.payload,
    });
    expect(missing.json()).toEqual({ code: 1, msg: '请选择文件', data: null });
  });

  it('serves files only at a valid signed address, and never an image as a file', async () => {
    const answer = await uploadFile({ name: 'a.txt', type: 'text/plain', bytes: Buffer.from('合同正文') });
    const unsigned = await t.app.inject({ method: 'GET', url: `${API.uploadFile}/${answer.data.id}` });
    expect(unsigned.json()).toMatchObject({ code: 1 });
    // Another first character of the signature (same length and alphabet, so only the check can refuse it).
    const tampered = answer.data.url.replace(
      /s=(.)/,
      (_match, first: string) => `s=${first === 'A' ? 'B' : 'A'}`,
    );
    const forged = await t.app.inject({ method: 'GET', url: tampered });
    expect([forged.statusCode, forged.json().msg]).toEqual([403, '文件链接无效']);

    t.clock.advance(2 * 60 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: answer.data.url });
    expect([expired.statusCode, expired.json().msg]).toEqual([403, '文件链接已过期，请刷新页面']);

    const image = await uploadImage(t.app, token, { name: 'a.png', type: 'image/png', bytes: makePng() });
    const asFile = t.app.imageLinks.signedFileUrl(image.data.id);
    const notAFile = await t.app.inject({ method: 'GET', url: asFile });
    expect([notAFile.statusCode, notAFile.json().msg]).toEqual([404, '文件不存在']);
  });
});
