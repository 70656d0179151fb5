import { createPrivateKey, generateKeyPairSync, hkdfSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

export const GENERATED_PRIVATE_KEY_FILE = 'partner-rsa-private.pem';
export const GENERATED_PUBLIC_KEY_FILE = 'partner-rsa-public.pem';

export interface ServerKeys {
  /** Decrypts partner SSO payloads (RSA-OAEP-SHA256). */
  partnerPrivateKey: KeyObject;
  /** HMAC key for stored SMS code hashes, derived from the private key so every instance shares it. */
  smsCodeSecret: Buffer;
  /** HMAC key of the signed addresses of private uploads, derived the same way. */
  uploadUrlSecret: Buffer;
  /** HMAC key of documents' download and reading addresses, derived the same way. */
  documentLinkSecret: Buffer;
}

function readPrivateKey(file: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(fs.readFileSync(file));
  } catch (error) {
    throw new Error(`PARTNER_RSA_PRIVATE_KEY_FILE: cannot read a PEM private key from ${file}`, {
      cause: error,
    });
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new Error(`PARTNER_RSA_PRIVATE_KEY_FILE: ${file} holds a ${key.asymmetricKeyType} key, not RSA`);
  }
  return key;
}

/** Outside production without a configured key: one generated pair under DATA_DIR, reused on later starts. */
function generatedDevelopmentKey(dataDir: string, log: FastifyBaseLogger): KeyObject {
  const privateFile = path.join(dataDir, GENERATED_PRIVATE_KEY_FILE);
  if (fs.existsSync(privateFile)) return readPrivateKey(privateFile);
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicFile = path.join(dataDir, GENERATED_PUBLIC_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  fs.writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }));
  log.warn(
    { privateKeyFile: privateFile, publicKeyFile: publicFile },
    'generated a partner SSO RSA key pair for development; give partners the public key',
  );
  return privateKey;
}

export function loadServerKeys(
  config: Pick<AppConfig, 'partnerRsaPrivateKeyFile' | 'dataDir'>,
  log: FastifyBaseLogger,
): ServerKeys {
  const partnerPrivateKey = config.partnerRsaPrivateKeyFile
    ? readPrivateKey(config.partnerRsaPrivateKeyFile)
    : generatedDevelopmentKey(config.dataDir, log);
  const keyMaterial = partnerPrivateKey.export({ type: 'pkcs8', format: 'der' });
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', keyMaterial, 'lawbridge', purpose, 32));
  return {
    partnerPrivateKey,
    smsCodeSecret: derive('sms-code-hash'),
    uploadUrlSecret: derive('upload-url'),
    documentLinkSecret: derive('document-link'),
  };
}
