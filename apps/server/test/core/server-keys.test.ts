import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger';
import { loadServerKeys } from '../../src/core/server-keys';

const silent = createLogger('silent');
let dataDir: string;

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('partner key outside production', () => {
  it('generates a key pair into DATA_DIR once and reuses it on the next start', () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-keys-test-'));
    const first = loadServerKeys({ dataDir, partnerRsaPrivateKeyFile: null }, silent);
    expect(fs.readFileSync(path.join(dataDir, 'partner-rsa-public.pem'), 'utf8')).toContain(
      'BEGIN PUBLIC KEY',
    );
    expect(first.partnerPrivateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);

    const second = loadServerKeys({ dataDir, partnerRsaPrivateKeyFile: null }, silent);
    expect(second.smsCodeSecret.equals(first.smsCodeSecret)).toBe(true);
  });

  it('names the variable when the configured file is not a private key', () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-keys-test-'));
    const notAKey = path.join(dataDir, 'key.pem');
    fs.writeFileSync(notAKey, 'hello');
    expect(() => loadServerKeys({ dataDir, partnerRsaPrivateKeyFile: notAKey }, silent)).toThrow(
      /PARTNER_RSA_PRIVATE_KEY_FILE: cannot read a PEM private key/,
    );
  });
});
