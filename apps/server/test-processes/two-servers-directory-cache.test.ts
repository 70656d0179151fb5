import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, OPERATOR_TOKEN_HEADER } from '@lawbridge/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_FILE } from '../src/cli/demo/demo-operator';
import { DIRECTORY_CACHE_TTL_MS } from '../src/modules/lawyer/directory-service';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';
import { api } from './support/client';
import { requireTestEnv } from './support/test-env';
import { startServer, type ServerProcess } from './support/server-process';

const PAGE = `${API.lawyer}?page=1&page_size=50`;
const CHECK_FIRM = '缓存检验律师事务所';

const running: ServerProcess[] = [];
let database: TestDatabase | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-directory-'));

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const listed = async (server: ServerProcess) =>
  (await api<{ list: Array<{ uuid: string; law_firm: string }> }>(server.url, { path: PAGE })).data.list;

/** The demo operator signs in to the console of this instance. */
async function operatorToken(server: ServerProcess): Promise<string> {
  const text = fs.readFileSync(path.join(dataDir, DEMO_OPERATOR_FILE), 'utf8');
  const password = /密码：(\S+)/.exec(text)?.[1];
  const reply = await api<{ token: string }>(server.url, {
    path: API.admin.login,
    body: { username: 'admin', password },
  });
  return reply.data.token;
}

async function setEnabled(server: ServerProcess, token: string, uuid: string, enabled: 0 | 1) {
  const response = await fetch(`${server.url}${API.admin.lawyerEnabled}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: token },
    // 停用 takes a reason (issue 18).
    body: JSON.stringify(enabled === 0 ? { uuid, enabled, reason: '执业证书年检未通过' } : { uuid, enabled }),
  });
  expect(await response.json()).toMatchObject({ code: 0 });
}

/**
 * Asks B's directory page until `seen` holds, and answers when the answer that held was asked. B keeps a
 * page it computed for DIRECTORY_CACHE_TTL_MS (answered from memory meanwhile), so seeing a change before
 * `warmedAt` + that time means the change reached B's cache from A, not that B's cache ran out.
 */
async function untilSeen(
  b: ServerProcess,
  warmedAt: number,
  seen: (list: Array<{ uuid: string; law_firm: string }>) => boolean,
) {
  for (;;) {
    const asked = Date.now();
    if (seen(await listed(b))) return asked;
    if (Date.now() >= warmedAt + DIRECTORY_CACHE_TTL_MS) {
      throw new Error(`B still showed its cached page ${Date.now() - warmedAt} ms after it computed it`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two server processes on one PostgreSQL and one Redis (PRODUCT §17)', () => {
  it('a lawyer disabled and enabled again through A leaves and rejoins the directory B answers at once', async () => {
    const redisUrl = requireTestEnv('TEST_DATABASE_URL', 'TEST_REDIS_URL').TEST_REDIS_URL;
    database = await createTestDatabase();
    const databaseUrl = database.url!;
    const a = await startServer({ dataDir, databaseUrl, demo: true, redisUrl });
    running.push(a);
    const b = await startServer({ dataDir, databaseUrl, redisUrl });
    running.push(b);
    const token = await operatorToken(a);

    const warmedAt = Date.now();
    const target = (await listed(b))[0]!;
    // Changed behind the servers' backs: nobody tells B, so B keeps answering its page from memory.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('UPDATE lawyers SET law_firm = $1 WHERE uuid = $2', [CHECK_FIRM, target.uuid]);
    } finally {
      await client.end();
    }
    expect((await listed(b)).find((lawyer) => lawyer.uuid === target.uuid)?.law_firm).toBe(target.law_firm);

    await setEnabled(a, token, target.uuid, 0);
    const hiddenAt = await untilSeen(b, warmedAt, (list) =>
      list.every((lawyer) => lawyer.uuid !== target.uuid),
    );

    await setEnabled(a, token, target.uuid, 1);
    await untilSeen(b, hiddenAt, (list) =>
      list.some((lawyer) => lawyer.uuid === target.uuid && lawyer.law_firm === CHECK_FIRM),
    );
  });
});
