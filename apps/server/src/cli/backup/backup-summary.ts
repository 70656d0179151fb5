import type { Manifest } from './manifest';

const MODE_NAMES: Record<Manifest['mode'], string> = { sqlite: 'SQLite', postgresql: 'PostgreSQL' };

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What a backup holds, in the lines both commands print. */
export function summaryLines(manifest: Manifest): string[] {
  const tables = Object.entries(manifest.tables);
  const rows = tables.reduce((sum, [, count]) => sum + count, 0);
  const filled = tables.filter(([, count]) => count > 0).map(([name, count]) => `${name} ${count}`);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  return [
    `  database: ${MODE_NAMES[manifest.mode]}, migration ${manifest.migration_version ?? '(none)'}, ` +
      `${tables.length} tables, ${rows} rows, copy ${sizeText(manifest.database.size)}`,
    `  rows: ${filled.join(', ') || '(none)'}`,
    `  files: ${manifest.files.length} (${sizeText(bytes)}) from ${manifest.storage} storage`,
  ];
}
