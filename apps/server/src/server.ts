import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { seedDemo } from './cli/demo/seed-demo';
import { closeOnSignals } from './core/shutdown/close-on-signals';
import { StorageUnavailableError } from './core/storage/storage-errors';
import { startBanner } from './start-banner';

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Start: config → app (migrates the database) → optional demo seed → ready → listen; closes cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await buildApp({ config });
  const demo = config.demo || process.argv.includes('--demo');
  if (demo) {
    // Before ready: the demo's orders move through their lifecycles (ending and starting timers) before the
    // scheduler starts working timers, so the two never race for the same rows.
    await seedDemo(app.db, app.log, {
      dataDir: config.dataDir,
      documents: { storage: app.storage, files: app.documents.files },
    });
  }
  await app.ready();

  closeOnSignals(app);

  await app.listen({ port: config.port, host: config.host });
  // For a human at the terminal (the log lines are JSON in production).
  process.stdout.write(startBanner(config, demo));
}

main().catch((error: unknown) => {
  // A storage that cannot be used is the operator's to fix: its message says what and where, no stack.
  console.error('律桥 failed to start:', error instanceof StorageUnavailableError ? error.message : error);
  process.exit(1);
});
