// Starts a throwaway S3-compatible server (s3rver behind our Signature V4 check) for running the file tests
// by hand:
//   node scripts/s3-test-server.mjs   → prints TEST_S3_URL=… and its keys, stops on Ctrl-C / SIGTERM
// The tests create a fresh bucket per test file; the app reaches it with S3_FORCE_PATH_STYLE=1.
import { startS3 } from './lib/s3.mjs';

const { url, accessKeyId, secretAccessKey, region, stop } = await startS3();
console.log(`TEST_S3_URL=${url}`);
console.log(`TEST_S3_ACCESS_KEY_ID=${accessKeyId}`);
console.log(`TEST_S3_SECRET_ACCESS_KEY=${secretAccessKey}`);
console.log(`# region ${region}, path-style addressing`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
}
