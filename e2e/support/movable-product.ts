import { afterAll, beforeAll } from 'vitest';
import { apiWith } from './api';
import { startProductServer, type ProductServer } from './product-server';

/** One SMS code per phone per minute (PRODUCT §2). */
const SMS_INTERVAL_MS = 61_000;

/** Moves the product's clock `ms` forward (TEST_CLOCK_MOVABLE=1); answers the server's time afterwards. */
export async function moveClock(baseUrl: string, ms: number): Promise<number> {
  return (await apiWith(baseUrl)<{ now: number }>('POST', '/api/v1/dev/clock', { advance_ms: ms })).now;
}

/**
 * Moves the product's clock past the minute a phone waits between two SMS codes, so a journey that logs
 * the same phone in again through 登录 sends its next code at once instead of waiting a real minute.
 */
export async function pastSmsInterval(baseUrl: string): Promise<void> {
  await moveClock(baseUrl, SMS_INTERVAL_MS);
}

/**
 * The built product with its demo data for the enclosing `describe` alone, on a clock the journey moves
 * forward (TEST_CLOCK_MOVABLE=1): started before its tests, stopped after them. Call the result inside a test.
 */
export function useMovableProduct(): () => ProductServer {
  let product: ProductServer | null = null;
  beforeAll(async () => {
    product = await startProductServer({ env: () => ({ TEST_CLOCK_MOVABLE: '1' }) });
  });
  afterAll(async () => {
    await product?.stop();
  });
  return () => {
    if (!product) throw new Error('the product is not started yet (useMovableProduct runs in beforeAll)');
    return product;
  };
}
