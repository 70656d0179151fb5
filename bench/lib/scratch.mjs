// A throwaway data directory with its own partner key (production requires one) and bulk lawyers.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function createScratchDir() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lawbridge-bench-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const partnerKeyFile = path.join(dataDir, 'partner-private.pem');
  writeFileSync(partnerKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return { dataDir, partnerKeyFile };
}

/** The server's environment for a run: production settings, quiet logs, the scratch SQLite database. */
export function serverEnv(scratch, port) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DEMO;
  return {
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // production refuses to start without an explicit SMS provider; the benchmarks send no SMS
    SMS_PROVIDER: 'console',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: scratch.dataDir,
    PARTNER_RSA_PRIVATE_KEY_FILE: scratch.partnerKeyFile,
  };
}
