import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createDocumentFiles, DocumentFileError } from '../../src/modules/document-files/document-files.js';
import { docxFile } from './docx-fixtures.js';
import { fakeSoffice } from './fake-soffice.js';
import { pdfTestBench } from './pdf-test-bench.js';
import { textPdf } from './pdf-fixtures.js';

// What real LibreOffice cannot be made to do on cue (hang, flood its folder, fail) is played by a shell script.
const { folder, workerScript } = await pdfTestBench();
const upload = await folder.write('upload.docx', docxFile(['合同']));
const aPdf = await folder.write('made.pdf', await textPdf(1, () => 'Converted'));

async function refusal(promise: Promise<unknown>): Promise<DocumentFileError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentFileError);
  return error as DocumentFileError;
}

/** A process is gone when /proc no longer has it or it is a zombie waiting to be reaped. */
async function gone(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat === null || stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
}

async function converterRunning(
  name: string,
  body: string,
  word: { timeMs?: number; scratchBytes?: number; memoryMb?: number } = {},
) {
  const sofficePath = await fakeSoffice(folder.file(name), body);
  return createDocumentFiles({ workerScript, word: { sofficePath, ...word } });
}

describe('the converter’s bounds', () => {
  it('kills a conversion that hangs, with everything it started, at the time limit', async () => {
    const pids = folder.file('hang-pids');
    const files = await converterRunning(
      'soffice-hang',
      `sleep 60 &\necho $! > ${pids}\necho $$ >> ${pids}\nsleep 60`,
      { timeMs: 1_500 },
    );
    const started = performance.now();
    const error = await refusal(files.toPdf(upload, 'docx', { outputDir: folder.file('') }));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(error).toMatchObject({
      reason: 'conversion_timeout',
      userMessage: '文档转换超时，请检查文件后重新上传',
    });
    const [child, shell] = (await readFile(pids, 'utf8')).trim().split('\n').map(Number);
    expect(await gone(shell!)).toBe(true);
    // the whole group had its SIGKILL when the shell's exit was seen; a busy machine may take a moment to end
    // the background process, so its end is awaited (it would sleep for a minute otherwise)
    await expect.poll(() => gone(child!), { timeout: 5_000 }).toBe(true);
  });

  it('kills a conversion that writes more than its scratch bound', async () => {
    const files = await converterRunning(
      'soffice-flood',
      'head -c 3000000 /dev/zero > "$outdir/flood"\nsleep 60',
      {
        scratchBytes: 1024 * 1024,
      },
    );
    const error = await refusal(files.toPdf(upload, 'docx', { outputDir: folder.file('') }));
    expect(error).toMatchObject({
      reason: 'too_complex',
      detail: expect.stringMatching(/wrote \d+ bytes of scratch$/),
    });
  });

  it('limits the address space of what it runs, and allows it no core dump', async () => {
    const limit = folder.file('memory-limit');
    const files = await converterRunning(
      'soffice-ulimit',
      `echo "$(ulimit -v) $(ulimit -c)" > ${limit}\nexit 1`,
      {
        memoryMb: 1500,
      },
    );
    await refusal(files.toPdf(upload, 'docx', { outputDir: folder.file('') }));
    expect((await readFile(limit, 'utf8')).trim()).toBe(`${1500 * 1024} 0`);
  });

  it('refuses a PDF over 20 MB from a conversion', async () => {
    const files = await converterRunning('soffice-huge', 'head -c 21000000 /dev/zero > "$outdir/input.pdf"');
    const error = await refusal(files.toPdf(upload, 'docx', { outputDir: folder.file('') }));
    expect(error).toMatchObject({
      reason: 'converted_too_large',
      userMessage: '转换后的 PDF 过大，请压缩文档中的图片后重新上传',
    });
  });

  it('refuses when LibreOffice fails or writes no PDF, keeping its complaint for the log', async () => {
    const failing = await converterRunning(
      'soffice-fail',
      'echo "Error: source file could not be loaded" >&2\nexit 1',
    );
    expect(await refusal(failing.toPdf(upload, 'docx', { outputDir: folder.file('') }))).toMatchObject({
      reason: 'conversion_failed',
      detail: expect.stringMatching(/exited with 1: Error: source file could not be loaded$/),
    });
    const silent = await converterRunning('soffice-silent', 'exit 0');
    expect(await refusal(silent.toPdf(upload, 'docx', { outputDir: folder.file('') }))).toMatchObject({
      reason: 'conversion_failed',
      detail: 'LibreOffice wrote no PDF',
    });
  });

  it('runs one conversion at a time, in a fresh folder of fixed names with none of the server’s settings, removed after', async () => {
    const log = folder.file('queue-log');
    const environment = folder.file('queue-env');
    const files = await converterRunning(
      'soffice-log',
      `echo "start $(pwd) $input" >> ${log}\nenv > ${environment}\nsleep 0.3\ncp ${aPdf} "$outdir/input.pdf"\necho "end" >> ${log}`,
    );
    const outputs = ['a', 'b', 'c'].map((name) => folder.file(`queue-${name}`));
    await Promise.all(outputs.map((dir) => mkdir(dir)));
    const pdfs = await Promise.all(outputs.map((outputDir) => files.toPdf(upload, 'docx', { outputDir })));
    expect(pdfs).toEqual(outputs.map((dir) => `${dir}/document.pdf`));
    const lines = (await readFile(log, 'utf8')).trim().split('\n');
    expect(lines.map((line) => line.split(' ')[0])).toEqual(['start', 'end', 'start', 'end', 'start', 'end']);
    for (const line of lines.filter((entry) => entry.startsWith('start'))) {
      const [, workDir, input] = line.split(' ');
      expect(input).toBe(`${workDir}/input.docx`);
      expect(existsSync(workDir!)).toBe(false);
    }
    const variables = await readFile(environment, 'utf8');
    expect(variables).toMatch(/^HOME=\/.*lawbridge-soffice-/m);
    expect(variables).toMatch(/^TMPDIR=\/.*lawbridge-soffice-.*\/tmp$/m);
    expect(process.env['VITEST']).toBeDefined();
    expect(variables).not.toMatch(/VITEST|NODE_ENV|DATABASE_URL/);
  });
});

describe('a server without LibreOffice', () => {
  const files = createDocumentFiles({ workerScript, word: { sofficePath: folder.file('no-such-soffice') } });

  it('says so, refuses Word files with a clear message and still takes PDFs', async () => {
    expect(files.wordSupport).toBe(false);
    expect(await refusal(files.prepareDocument(upload, { outputDir: folder.file('') }))).toMatchObject({
      reason: 'word_unsupported',
      userMessage: '服务器暂不支持 Word 文档，请上传 PDF 文件',
    });
    const prepared = await files.prepareDocument(aPdf, { outputDir: folder.file('') });
    expect(prepared).toMatchObject({ type: 'pdf', pdfFile: aPdf, pages: 1, text: 'Converted' });
  });
});
