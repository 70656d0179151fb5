import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One RSA key pair per test process, its private half in a file the apps are configured with. */
const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-keys-'));

export const partnerPrivateKeyFile = path.join(keyDir, 'partner-private.pem');
fs.writeFileSync(partnerPrivateKeyFile, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }));

/** What a partner sends as `phone` with `type: rsa_phone`: base64 RSA-OAEP-SHA256 of `<phone>|<unix ms>`. */
export function partnerCiphertext(phone: string, sentAt: number): string {
  return publicEncrypt(
    { key: pair.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(`${phone}|${sentAt}`, 'utf8'),
  ).toString('base64');
}
