import { createStorage } from '../core/storage/create-storage';
import { createDocumentFiles } from '../modules/document-files/document-files';
import { seedDemo } from './demo/seed-demo';
import { withDatabase } from './commands/with-database';

/** `npm run seed`: migrates the configured database and adds the demo data unless it is there already. */
await withDatabase(async (db, config) => {
  await seedDemo(
    db,
    { info: (message) => console.log(message) },
    {
      dataDir: config.dataDir,
      documents: { storage: createStorage(config.storage, config.dataDir), files: createDocumentFiles() },
    },
  );
});
