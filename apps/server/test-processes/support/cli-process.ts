import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

export interface CliRun {
  /** The exit code. */
  code: number | null;
  /** stdout and stderr together, in the order they arrived. */
  output: string;
}

/**
 * A bundled command (`dist/<name>.js`, what `npm run <name>` runs) as a real process, configured the way
 * the server is: DATA_DIR, DATABASE_URL (null → SQLite in DATA_DIR) and any further variables.
 */
export async function runCli(
  name: 'seed' | 'backup' | 'restore',
  args: string[],
  options: { dataDir: string; databaseUrl: string | null; cwd: string; env?: Record<string, string> },
): Promise<CliRun> {
  const bundle = path.join(distDir, `${name}.js`);
  if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [bundle, ...args], {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH,
      TZ: 'UTC',
      NODE_ENV: 'test',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  return { code, output };
}
