import { stripInvisible } from '@lawbridge/contract';

/** Longest name kept, in characters, before the extension. */
const MAX_BASE_LENGTH = 80;

/**
 * The name a file is shown and downloaded under: the uploaded name without folders, control, bidi or
 * reserved characters, shortened, with the extension its content proved (so `合同.exe.pdf` stays honest
 * and `报价` becomes `报价.xlsx`). An empty name becomes 文件.
 */
export function downloadName(uploaded: string, extension: string): string {
  const leaf = uploaded.split(/[\\/]/).pop() ?? '';
  const cleaned = [...stripInvisible(leaf)]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f')
    .join('')
    .replace(/[<>:"|?*]/g, '_')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const base = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim() || '文件';
  return `${[...base].slice(0, MAX_BASE_LENGTH).join('')}.${extension}`;
}
