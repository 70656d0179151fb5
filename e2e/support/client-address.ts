import { randomInt } from 'node:crypto';

/**
 * A network address for one simulated client (a browser profile, an API caller), sent as X-Forwarded-For to
 * the product, which trusts it from the loopback address as it trusts its proxy in production
 * (TRUST_PROXY). The journeys then act as many clients, as people do, instead of one address that
 * exhausts the per-address limits (30 SMS an hour) that protect the real service. From 198.18.0.0/15,
 * the range set aside for tests.
 */
export function clientAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';
