import path from 'node:path';
import { API } from '@lawbridge/contract';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DEMO_OPERATOR_FILE } from './cli/demo/demo-operator';
import { seedDemo } from './cli/demo/seed-demo';
import { DOCS_PATH } from './core/openapi';
import { StorageUnavailableError } from './core/storage/storage-errors';

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Prints where everything is, for a human at the terminal (the log lines are JSON). */
function announce(config: AppConfig, demo: boolean): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `http://${host}:${config.port}`;
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.dataDir}`;
  process.stdout.write(
    [
      `律桥 is running (${database})`,
      `  H5 app:       ${base}/`,
      `  console:      ${base}/admin/`,
      `  API docs:     ${base}${DOCS_PATH}`,
      `  SMS codes:    written to this log (look for "短信验证码")` +
        (config.isProduction ? '' : `; also at ${base}${API.devSmsLatest}?phone=<phone>`),
      ...(demo
        ? [`  demo login:   operator admin, password in ${path.join(config.dataDir, DEMO_OPERATOR_FILE)}`]
        : []),
      '',
    ].join('\n'),
  );
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

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  announce(config, demo);
}

main().catch((error: unknown) => {
  // A storage that cannot be used is the operator's to fix: its message says what and where, no stack.
  console.error('律桥 failed to start:', error instanceof StorageUnavailableError ? error.message : error);
  process.exit(1);
});
