import { inject } from 'vitest';

export interface SharedProduct {
  baseUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    products: SharedProduct[];
  }
}

/**
 * The built product this test file's worker shares with the files before it (support/global-setup.ts starts
 * one per worker, so two journeys never drive one product at once): its address and data directory.
 */
export function sharedProduct(): SharedProduct {
  const products = inject('products');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const product = products[(worker - 1) % products.length];
  if (!product) throw new Error('no shared product: support/global-setup.ts started none');
  return product;
}
