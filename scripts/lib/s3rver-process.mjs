// The object store behind the test S3 server (s3.mjs), in a child process: s3rver on a free loopback port over
// the folder named by the first argument; prints the port, and exits when its parent goes (stdin closes).
// Started with --openssl-legacy-provider: s3rver makes ListObjectsV2 continuation tokens with DES, which
// OpenSSL 3 keeps only in its legacy provider (without it every listing past one page fails).
import S3rver from 's3rver';

const backend = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
const { port } = await backend.run();
process.stdout.write(`${port}\n`);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
