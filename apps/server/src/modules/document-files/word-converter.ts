import { accessSync, constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DocumentFileError } from './document-file-error.js';
import { assertSafeDocx } from './docx-limits.js';
import { PDF_LIMITS } from './pdf-limits.js';
import { runBoundedProcess } from './run-bounded-process.js';

export interface WordConverterOptions {
  /** LibreOffice's launcher; when it is missing the server takes PDFs only. */
  sofficePath: string;
  /** One conversion's time limit. */
  timeMs: number;
  /** How much LibreOffice may write (profile, temp files, the PDF) during one conversion. */
  scratchBytes: number;
  /** Address space of each LibreOffice process (a one-page file needs ~600 MB of it; images take more). */
  memoryMb: number;
}

export const DEFAULT_WORD_CONVERTER: WordConverterOptions = {
  sofficePath: '/usr/bin/soffice',
  timeMs: 60_000,
  scratchBytes: 256 * 1024 * 1024,
  memoryMb: 2048,
};

/** Word → PDF: LibreOffice when the machine has it, otherwise a converter that refuses every Word file. */
export interface WordConverter {
  readonly available: boolean;
  /** Writes the PDF of a DOC or DOCX file to `output`. */
  convert(file: string, type: 'doc' | 'docx', output: string): Promise<void>;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function convertOnce(
  options: WordConverterOptions,
  file: string,
  type: 'doc' | 'docx',
  output: string,
): Promise<void> {
  if (type === 'docx') await assertSafeDocx(file);
  const work = await mkdtemp(path.join(os.tmpdir(), 'lawbridge-soffice-'));
  try {
    // LibreOffice names its output after the input: a fixed name, whatever the upload was called.
    const input = path.join(work, `input.${type}`);
    const outDir = path.join(work, 'out');
    const tmp = path.join(work, 'tmp');
    await Promise.all([copyFile(file, input), mkdir(outDir), mkdir(tmp)]);
    await runBoundedProcess(
      options.sofficePath,
      [
        // A throw-away profile per run: no shared state, no lock held by an earlier run, no instance to join.
        `-env:UserInstallation=${pathToFileURL(path.join(work, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        'pdf',
        '--outdir',
        outDir,
        input,
      ],
      // Only what it needs: none of the server's settings or secrets.
      { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: work, TMPDIR: tmp, LANG: 'C.UTF-8' },
      {
        timeMs: options.timeMs,
        scratchDir: work,
        scratchBytes: options.scratchBytes,
        memoryMb: options.memoryMb,
      },
    );
    const pdf = path.join(outDir, 'input.pdf');
    const facts = await stat(pdf).catch(() => null);
    if (!facts) throw new DocumentFileError('conversion_failed', 'LibreOffice wrote no PDF');
    if (facts.size > PDF_LIMITS.maxBytes)
      throw new DocumentFileError('converted_too_large', `${facts.size} bytes`);
    await copyFile(pdf, output);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Conversions of this process, one at a time (two cores; LibreOffice takes one and ~200 MB). */
let conversions: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = conversions.then(task);
  conversions = run.catch(() => undefined);
  return run;
}

export function createWordConverter(options: WordConverterOptions): WordConverter {
  if (!isExecutable(options.sofficePath)) {
    return {
      available: false,
      convert: () => Promise.reject(new DocumentFileError('word_unsupported', `no ${options.sofficePath}`)),
    };
  }
  return {
    available: true,
    convert: (file, type, output) => oneAtATime(() => convertOnce(options, file, type, output)),
  };
}
