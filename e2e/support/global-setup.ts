import type { TestProject } from 'vitest/node';
import { startProductServer, type ProductServer } from './product-server';
import './shared-product';

/**
 * Journey files run one at a time (vitest.config.ts), each worker on a product of its own. Two at a time halved
 * the lane's wall time, but on two busy cores a clean-clone run then timed out in two journeys (a reply not shown
 * within 30 s, a product not stopping within 90 s): back to one until their cause is found.
 */
export const JOURNEY_WORKERS = 1;

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
