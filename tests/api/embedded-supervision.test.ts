import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmbeddedServer } from '../../models/embedded.ts';
import { freePort } from '../embedded-db.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'platea-supervise-'));
chmodSync(dataDir, 0o755);
let server: EmbeddedServer | null = null;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0].one;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL of npm start', () => {
  it('is restarted when it dies, and says so in the log', async () => {
    const { startEmbeddedPostgres } = await import('../../models/embedded.ts');
    const log: string[] = [];
    server = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: (m) => log.push(m) });
    expect(await selectOne(server.url)).toBe(1);

    // Kill the postmaster the hard way (its PID is the first line of postmaster.pid).
    const pid = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    await expect
      .poll(() => log.some((l) => /stopped unexpectedly \(SIGKILL\)/.test(l)), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => log.some((l) => /restarted/.test(l)), { timeout: 30_000 }).toBe(true);
    const url = server.url;
    expect(await selectOne(url)).toBe(1);
  }, 90_000);
});
