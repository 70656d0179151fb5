import type { TestProject } from 'vitest/node';
import { startProductServer, type ProductServer } from './product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: ProductServer | null = null;

/** Starts the built product once for all journeys, on its embedded defaults with demo data. */
export async function setup(project: TestProject) {
  server = await startProductServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
