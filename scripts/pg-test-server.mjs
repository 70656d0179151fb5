// Starts a throwaway PostgreSQL for running the API tests by hand:
//   node scripts/pg-test-server.mjs   → prints TEST_DATABASE_URL=…, stops on Ctrl-C / SIGTERM
import { startPostgres } from './lib/postgres.mjs';

const { url, stop } = await startPostgres({ forTests: true });
console.log(`TEST_DATABASE_URL=${url}`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
}
setInterval(() => {}, 1 << 30);
