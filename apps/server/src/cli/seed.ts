import { seedDemo } from './demo/seed-demo';
import { withDatabase } from './commands/with-database';

/** `npm run seed`: migrates the configured database and adds the demo data unless it is there already. */
await withDatabase(async (db, config) => {
  await seedDemo(db, { info: (message) => console.log(message) }, { dataDir: config.dataDir });
});
