/**
 * zod 4 probes `new Function` on the first object parse to pick its compiled fast path; under the
 * server's Content-Security-Policy (no 'unsafe-eval') the probe fails and Chromium reports the
 * violation on every page that validates. `z.config({ jitless: true })` skips the probe, but importing
 * zod here would put it in the entry and on the home page, which loads no validation code. zod 4 keeps
 * `z.config()`'s settings on one object at `globalThis.__zod_globalConfig` (shared by every copy of
 * zod), so the setting is written there before any schema parses; test/app/zod-jitless.test.ts checks
 * that zod reads it.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const holder = globalThis as ZodGlobal;
(holder.__zod_globalConfig ??= {}).jitless = true;
