/**
 * A new message's client id (contract `clientIdField`: 8–64 of A–Z a–z 0–9 _ -). It makes sending
 * idempotent: a resend with the same id, by the socket or by HTTP, finds the stored message.
 * `crypto.randomUUID` needs a secure context; plain HTTP (a phone on the LAN) gets random hex instead.
 */
export function newClientId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
