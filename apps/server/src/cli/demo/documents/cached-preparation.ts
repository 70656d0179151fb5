import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentFiles } from '../../../modules/document-files/document-files';

type Prepared = Awaited<ReturnType<DocumentFiles['prepareDocument']>>;

/** Bumped when the pipeline's output changes shape, so older cached results are not used. */
const CACHE_VERSION = 1;

/**
 * The demo's `prepareDocument`: the pipeline's own result for a file, kept on this machine by the file's
 * SHA-256 (in the system's temporary folder), so a demo installed again (every browser journey starts one)
 * does not render the same 22 PDFs again. The first installation runs the real pipeline; later ones copy its
 * output files (PDF, text, cover, previews) exactly as it wrote them.
 */
export function cachedPreparation(
  files: Pick<DocumentFiles, 'prepareDocument'>,
  cacheRoot = path.join(tmpdir(), `lawbridge-demo-documents-v${CACHE_VERSION}`),
): Pick<DocumentFiles, 'prepareDocument'> {
  return {
    async prepareDocument(file, options) {
      const key = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
      const entry = path.join(cacheRoot, key);
      const manifestFile = path.join(entry, 'manifest.json');
      const copyAll = async (result: Prepared, from: string, to: string): Promise<Prepared> => {
        const moved = async (source: string) => {
          const target = path.join(to, path.basename(source));
          await copyFile(path.join(from, path.basename(source)), target);
          return target;
        };
        return {
          ...result,
          pdfFile: result.pdfFile === file ? file : await moved(result.pdfFile),
          cover: { ...result.cover, file: await moved(result.cover.file) },
          previews: await Promise.all(
            result.previews.map(async (preview) => ({ ...preview, file: await moved(preview.file) })),
          ),
        };
      };
      try {
        const cached = JSON.parse(await readFile(manifestFile, 'utf8')) as Prepared;
        return await copyAll(
          { ...cached, pdfFile: cached.pdfFile === '' ? file : cached.pdfFile },
          entry,
          options.outputDir,
        );
      } catch {
        // Not cached yet (or cached partly by a run that stopped): prepare it and keep a copy.
      }
      const prepared = await files.prepareDocument(file, options);
      const staging = `${entry}.${process.pid}.tmp`;
      await mkdir(staging, { recursive: true });
      const kept = await copyAll(prepared, options.outputDir, staging);
      const manifest = { ...kept, pdfFile: prepared.pdfFile === file ? '' : kept.pdfFile };
      await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
      // Another installation may have kept the same file meanwhile: then its copy stays.
      await rename(staging, entry).catch(() => rm(staging, { recursive: true, force: true }));
      return prepared;
    },
  };
}
