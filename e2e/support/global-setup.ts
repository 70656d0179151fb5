import type { TestProject } from 'vitest/node';
import { startProductServer, type ProductServer } from './product-server';
import './shared-product';

/** Journey files run two at a time (vitest.config.ts), each worker on a product of its own. */
export const JOURNEY_WORKERS = 2;

let servers: ProductServer[] = [];

/** Starts the built product once per worker, on its embedded defaults with demo data. */
export async function setup(project: TestProject) {
  servers = await Promise.all(Array.from({ length: JOURNEY_WORKERS }, () => startProductServer()));
  project.provide(
    'products',
    servers.map((server) => ({ baseUrl: server.baseUrl, dataDir: server.dataDir })),
  );
}

export async function teardown() {
  await Promise.all(servers.map((server) => server.stop()));
}
