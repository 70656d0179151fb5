/** The services npm test starts for these tests, named by their variables. */
type TestService = 'TEST_DATABASE_URL' | 'TEST_REDIS_URL' | 'TEST_S3_URL';

/** The variables' values; throws naming the missing ones (npm test starts PostgreSQL, Redis and S3). */
export function requireTestEnv<N extends TestService>(...names: N[]): Record<N, string> {
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(`${missing.join(', ')} must be set: npm test starts PostgreSQL, Redis and an S3 server`);
  }
  return Object.fromEntries(names.map((name) => [name, process.env[name]!])) as Record<N, string>;
}
