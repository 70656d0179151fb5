import { createHmac, timingSafeEqual } from 'node:crypto';
import { PHONE_CHANGE_TICKET_TTL_MS } from '@lawbridge/contract';

/**
 * The proof that a user entered the code sent to their current number, good for one phone change within
 * 10 minutes: base64url `<user id>.<expiry>`, a dot, then the base64url HMAC of user id, current phone and expiry. Nothing is stored;
 * it dies by itself, and with any change of the number it was issued for.
 */
export function createPhoneTickets(secret: Buffer) {
  const mac = (userId: number, phone: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`phone-change|${userId}|${phone}|${expiresAt}`).digest('base64url');

  function issue(input: { userId: number; phone: string; now: number }): {
    ticket: string;
    expiresAt: number;
  } {
    const expiresAt = input.now + PHONE_CHANGE_TICKET_TTL_MS;
    const payload = Buffer.from(`${input.userId}.${expiresAt}`).toString('base64url');
    return { ticket: `${payload}.${mac(input.userId, input.phone, expiresAt)}`, expiresAt };
  }

  /** Whether the ticket was issued to this user for this (still current) phone and has not expired. */
  function isValid(ticket: string, input: { userId: number; phone: string; now: number }): boolean {
    const separator = ticket.indexOf('.');
    if (separator <= 0) return false;
    const [userPart, expiryPart] = Buffer.from(ticket.slice(0, separator), 'base64url').toString().split('.');
    const expiresAt = Number(expiryPart);
    if (Number(userPart) !== input.userId || !Number.isSafeInteger(expiresAt) || expiresAt <= input.now)
      return false;
    const given = Buffer.from(ticket.slice(separator + 1));
    const expected = Buffer.from(mac(input.userId, input.phone, expiresAt));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return { issue, isValid };
}

export type PhoneTickets = ReturnType<typeof createPhoneTickets>;
