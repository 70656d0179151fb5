import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export const SANDBOX_KEY_FILE = 'sandbox-payment-hmac.key';

/**
 * The sandbox's notify signing key: 32 random bytes (base64) in `DATA_DIR/sandbox-payment-hmac.key`,
 * created 0600 on first use and reused afterwards, so notifies signed before a restart still verify.
 * Instances that share a DATA_DIR share the key.
 */
export function loadSandboxKey(dataDir: string, log: FastifyBaseLogger): Buffer {
  const file = path.join(dataDir, SANDBOX_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
      log.info({ keyFile: file }, 'generated the sandbox payment signing key');
    } catch (error) {
      // Another instance created it in between: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32)
    throw new Error(`${file}: not a sandbox payment key (32 bytes, base64); delete it to regenerate`);
  return key;
}
