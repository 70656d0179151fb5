import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client holds and sends as `x-token`. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
