import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../core/clock';
import type { Database } from '../../../core/db/schema';
import { createLogger } from '../../../core/logger';
import { createLocalHub } from '../../../core/realtime/hub';
import type { FileStorage } from '../../../core/storage/file-storage';
import { createDocumentProcessor } from '../../../modules/document/processor';
import { createRatingService } from '../../../modules/document/rating-service';
import { createReviewService } from '../../../modules/document/review-service';
import { createUploadService } from '../../../modules/document/upload-service';
import type { DocumentFiles } from '../../../modules/document-files/document-files';
import { createDocumentOrderService } from '../../../modules/document-order/service';
import { createNotifier } from '../../../modules/notification/notifier';
import { createRefunds } from '../../../modules/payment/refunds';
import { createPaymentProviders } from '../../../providers/payment';
import { cachedPreparation } from './cached-preparation';

/**
 * The document services for the demo seed, written while no server runs: uploads, the processing job (whose
 * pipeline results are cached on this machine, see cached-preparation.ts), the console's review, orders paid in
 * the sandbox, ratings. Notices are kept like real ones, with nobody connected to be told.
 */
export function offlineDocumentServices(input: {
  db: Kysely<Database>;
  clock: Clock;
  dataDir: string;
  storage: FileStorage;
  files: Pick<DocumentFiles, 'prepareDocument'>;
}) {
  const { db, clock, dataDir, storage } = input;
  const log = createLogger('silent');
  const payments = createPaymentProviders(
    { paymentProvider: 'sandbox', wechat: null, dataDir },
    { db, clock, log },
  );
  const refunds = createRefunds({ db, provider: payments.provider, clock, log });
  const notifier = createNotifier({ db, hub: createLocalHub(), outbox: null });
  const processor = createDocumentProcessor({
    db,
    storage,
    files: cachedPreparation(input.files),
    clock,
    notifier,
    log,
    workDir: path.join(dataDir, 'tmp', 'documents'),
  });
  return {
    processor,
    // The seed runs the processing job itself, after each upload.
    uploads: createUploadService({
      db,
      clock,
      wordSupport: () => false,
      processing: { kick: () => undefined },
    }),
    reviews: createReviewService({ db, clock, notifier }),
    ratings: createRatingService({ db, clock }),
    orders: createDocumentOrderService({
      db,
      clock,
      payments: { provider: payments.provider, refunds },
      notifier,
      directory: { invalidate: () => undefined },
    }),
  };
}
