import { createRequire } from 'node:module';
import path from 'node:path';

/** pdfjs-dist's own data folders (standard fonts, CMaps for Chinese text, image decoders), as pdfjs wants them: paths with a trailing slash. */
export function pdfjsAssetDirs(): { standardFonts: string; cMaps: string; wasm: string; iccs: string } {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const dir = (name: string) => path.join(root, name) + path.sep;
  return { standardFonts: dir('standard_fonts'), cMaps: dir('cmaps'), wasm: dir('wasm'), iccs: dir('iccs') };
}
