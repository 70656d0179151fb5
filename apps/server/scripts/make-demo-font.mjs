// Subsets WenQuanYi Micro Hei (Debian fonts-wqy-microhei) to the characters of the demo documents' texts and notes, ASCII
// and common Chinese punctuation, into assets/demo-cjk.ttf (needs Debian `fonttools` for pyftsubset).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_FONT_EXTRA_CHARACTERS } from './demo-font-characters.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const texts = ['demo-document-texts.ts', 'demo-document-notes.ts']
  .map((file) => readFileSync(path.join(here, '../src/cli/demo/documents', file), 'utf8'))
  .join('');
const characters = new Set([...texts, ...DEMO_FONT_EXTRA_CHARACTERS].filter((c) => c.codePointAt(0) >= 32));
const list = path.join(mkdtempSync(path.join(tmpdir(), 'demo-font-')), 'characters.txt');
writeFileSync(list, [...characters].sort().join(''));
execFileSync('pyftsubset', [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '--font-number=0',
  `--text-file=${list}`,
  `--output-file=${path.join(here, '../assets/demo-cjk.ttf')}`,
  '--layout-features=',
  '--no-hinting',
  '--drop-tables+=GSUB,GPOS,GDEF',
]);
console.log(`assets/demo-cjk.ttf: ${characters.size} characters`);
