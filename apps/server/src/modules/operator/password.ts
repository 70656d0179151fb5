import argon2 from 'argon2';

/** argon2id with the library's default cost (64 MiB, 3 passes); the encoded hash carries its salt and parameters. */
export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return argon2.verify(passwordHash, password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, so an unknown username cannot be told
 * apart from a wrong password by how long the answer takes.
 */
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-usernames');
  await verifyPassword(await decoyHash, password);
}
