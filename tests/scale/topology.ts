import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import S3rver from 's3rver';
import { recreateDatabase } from '../db.ts';
import { freePort, startTestDatabaseServer } from '../embedded-db.ts';
import { nameOf, withName } from '../run-databases.ts';

/**
 * Platea's production shape on one machine (README, "Running on several machines"), started by one call:
 * PostgreSQL (the machine's when SCALE_DATABASE_URL or TEST_DATABASE_URL is set, else an embedded one in a
 * temporary folder), an S3-compatible server (s3rver) holding all media, N web processes
 * (PLATEA_ROLES=web, each with its own DATA_DIR so nothing can be shared through disk), one worker
 * (PLATEA_ROLES=worker), one ingest (PLATEA_ROLES=ingest, RTMP) and haproxy in front: round-robin, no
 * sticky sessions, health check on /api/health every 500 ms (a dead process leaves within about a second
 * and comes back as soon as it answers again). Every answer through haproxy names the web process that
 * gave it in `X-Platea-Process` (haproxy's server name: web-1, web-2…).
 *
 * Used by the cross-process journey (tests/scale, `npm run test:scale`) and the capacity benchmark
 * (tests/bench). Everything started is stopped, and its folders removed, by `stop()`, also on SIGINT,
 * SIGTERM and the launcher's own exit.
 */

export interface TopologyOptions {
  /** Web processes behind haproxy (2 by default). */
  webProcesses?: number;
  /** haproxy's port (a free one by default). */
  port?: number;
  /** The database (recreated empty): else SCALE_DATABASE_URL, else TEST_DATABASE_URL's name + `_scale`, else embedded. */
  databaseUrl?: string;
  /** Extra environment for every Platea process (e.g. JOBS_EXPIRE_SECONDS for a worker killed mid-job). */
  env?: NodeJS.ProcessEnv;
  /** Load the demo accounts and products (default true; their recordings never: SEED_DEMO_MEDIA=false). */
  seedDemo?: boolean;
  /** Where the processes' output goes (default: kept in memory, see `log()` of each process). */
  echo?: boolean;
}

export interface PlateaProcess {
  /** web-1, web-2…, worker, worker-2…, ingest: for web processes, what `X-Platea-Process` says. */
  name: string;
  /** The HTTP port (web processes). */
  port: number;
  pid: () => number | undefined;
  running: () => boolean;
  /** Killed hard (SIGKILL), as a crash or an out-of-memory kill would: nothing is flushed. */
  kill: () => Promise<void>;
  /** Stopped gracefully (SIGTERM, as an orchestrator would), its exit code. */
  stop: () => Promise<number | null>;
  /** Started again with the same port, folder and environment; resolves once it is ready. */
  restart: () => Promise<void>;
  /** Everything it printed (all of its lives). */
  log: () => string;
}

export interface Topology {
  /** haproxy's address: the one URL of the platform (PUBLIC_URL of every process). */
  url: string;
  webs: PlateaProcess[];
  worker: PlateaProcess;
  ingest: PlateaProcess & { rtmpPort: number; rtmpUrl: string };
  haproxy: {
    port: number;
    /** haproxy's statistics as CSV (`;csv`): each server's state (UP, DOWN) as haproxy sees it. */
    statsUrl: string;
    configFile: string;
    /** haproxy's view of each web process: name → `UP`, `DOWN`, `UP 1/2`… */
    states: () => Promise<Record<string, string>>;
  };
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  db: { url: string; embedded: boolean };
  /** The environment every Platea process gets (without its role, port and DATA_DIR). */
  env: NodeJS.ProcessEnv;
  /** Another worker process (worker-2…), started and ready. */
  startWorker: () => Promise<PlateaProcess>;
  /** Stops everything (haproxy, the Platea processes gracefully, s3rver, an embedded database) and cleans up. */
  stop: () => Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');
const READY_MS = 120_000;
const S3_BUCKET = 'platea-media';
const S3_KEY = 'S3RVER';
const READY_LINES: Record<string, string> = {
  web: 'Platea is ready at',
  worker: 'Platea worker ready',
  ingest: 'Platea ingest ready',
};

/** The haproxy configuration of the topology (see deploy/haproxy.cfg for the production one). */
export function haproxyConfig(port: number, statsPort: number, webs: { name: string; port: number }[]) {
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  # A request whose process died before answering is sent to another one.
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response response-timeout
  timeout connect 2s
  timeout http-request 30s
  # Realtime streams (GraphQL over SSE) and long uploads stay open.
  timeout client 1h
  timeout server 1h
  timeout tunnel 1h

frontend platea
  bind 127.0.0.1:${port}
  default_backend web

backend web
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host platea
  http-check expect status 200
  http-response set-header X-Platea-Process %[srv_name]
  default-server inter 500 fall 2 rise 2
${webs.map((w) => `  server ${w.name} 127.0.0.1:${w.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
  stats refresh 1s
`;
}

/** Whether haproxy can be run here (it is a Debian package: `apt-get install -y haproxy`). */
export function haproxyAvailable(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = READY_MS) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.status,
    () => 0,
  );

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  if (!haproxyAvailable()) throw new Error('haproxy is not installed: apt-get install -y haproxy');
  const count = options.webProcesses ?? 2;
  const folder = mkdtempSync(join(tmpdir(), 'platea-scale-'));
  chmodSync(folder, 0o755);
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(folder, { recursive: true, force: true })];
  const processes: PlateaProcess[] = [];
  let haproxy: ChildProcess | undefined;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', onExit);
    if (haproxy && haproxy.exitCode === null) haproxy.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  // Last resort (the launcher exits without stop()): nothing started may outlive it.
  const onExit = () => {
    haproxy?.kill('SIGKILL');
    for (const p of processes) if (p.running()) process.kill(p.pid() as number, 'SIGKILL');
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', onExit);

  try {
    // The database: the machine's (recreated empty), or an embedded one of the run's own.
    let dbUrl = options.databaseUrl ?? process.env.SCALE_DATABASE_URL;
    if (!dbUrl && process.env.TEST_DATABASE_URL)
      dbUrl = withName(process.env.TEST_DATABASE_URL, `${nameOf(process.env.TEST_DATABASE_URL)}_scale`);
    let embedded = false;
    if (!dbUrl) {
      const server = await startTestDatabaseServer();
      cleanups.push(() => server.stop());
      dbUrl = withName(server.url, 'platea_scale');
      embedded = true;
    }
    await recreateDatabase(dbUrl);

    // Media storage: a real S3 server, the only place media and uploads are shared.
    const s3Port = await freePort();
    const s3server = new S3rver({
      port: s3Port,
      address: '127.0.0.1',
      silent: true,
      directory: join(folder, 's3'),
      configureBuckets: [{ name: S3_BUCKET, configs: [] }],
    });
    await s3server.run();
    cleanups.push(() => s3server.close());
    const s3 = {
      endpoint: `http://127.0.0.1:${s3Port}`,
      bucket: S3_BUCKET,
      accessKeyId: S3_KEY,
      secretAccessKey: S3_KEY,
    };

    const port = options.port ?? (await freePort());
    const statsPort = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const shared: NodeJS.ProcessEnv = {
      DATABASE_URL: dbUrl,
      PUBLIC_URL: url,
      HOST: '127.0.0.1',
      // Behind haproxy: the visitor's address is the X-Forwarded-For hop haproxy appends.
      TRUST_PROXY: 'true',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      NODE_ENV: 'test',
      SEED_DEMO: options.seedDemo === false ? 'false' : 'true',
      SEED_DEMO_MEDIA: 'false',
      SCRYPT_COST: '12',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      WORKER_CONCURRENCY: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
      ...options.env,
    };

    const launch = (name: string, roles: string, extra: NodeJS.ProcessEnv = {}): PlateaProcess => {
      const dataDir = join(folder, name);
      mkdirSync(dataDir, { recursive: true });
      const processEnv: NodeJS.ProcessEnv = {
        ...process.env,
        ...shared,
        ...extra,
        PLATEA_ROLES: roles,
        DATA_DIR: dataDir,
      };
      delete processEnv.WORKERS;
      let child: ChildProcess | undefined;
      let output = '';
      let exited: Promise<number | null> = Promise.resolve(null);
      const isRunning = () => !!child && child.exitCode === null && child.signalCode === null;
      const ready = async () => {
        // What each role prints once it is up (api/src/roles.ts), whatever LOG_LEVEL says.
        const marker = READY_LINES[roles];
        const since = output.length;
        await waitFor(`${name} to start`, () => {
          if (!isRunning()) throw new Error(`${name} exited while starting:\n${output.slice(-4000)}`);
          return output.indexOf(marker, since) >= 0;
        });
      };
      const start = async () => {
        const current = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
          cwd: ROOT,
          env: processEnv,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child = current;
        const take = (d: Buffer) => {
          output += d;
          if (output.length > 2_000_000) output = output.slice(-1_000_000);
          if (options.echo) process.stderr.write(`[${name}] ${d}`);
        };
        current.stdout?.on('data', take);
        current.stderr?.on('data', take);
        exited = new Promise((r) => current.once('exit', (code) => r(code)));
        await ready();
      };
      const proc: PlateaProcess = {
        name,
        port: Number(extra.PORT ?? 0),
        pid: () => child?.pid,
        running: isRunning,
        kill: async () => {
          if (!isRunning()) return;
          child?.kill('SIGKILL');
          await exited;
        },
        stop: async () => {
          if (!isRunning()) return exited;
          child?.kill('SIGTERM');
          const timer = setTimeout(() => child?.kill('SIGKILL'), 15_000);
          const code = await exited;
          clearTimeout(timer);
          return code;
        },
        restart: async () => {
          if (isRunning()) await proc.stop();
          await start();
        },
        log: () => output,
      };
      processes.push(proc);
      starters.set(proc, start);
      return proc;
    };
    const starters = new Map<PlateaProcess, () => Promise<void>>();
    const run = async (p: PlateaProcess) => {
      await starters.get(p)?.();
      return p;
    };

    // The first web process migrates the new database and loads the demo data; the worker and the ingest
    // start beside it (migrations take turns); then the other web processes.
    const webs: PlateaProcess[] = [];
    for (let i = 1; i <= count; i++) webs.push(launch(`web-${i}`, 'web', { PORT: String(await freePort()) }));
    const rtmpPort = await freePort();
    const worker = launch('worker', 'worker');
    const ingest = Object.assign(launch('ingest', 'ingest', { RTMP_PORT: String(rtmpPort) }), {
      rtmpPort,
      rtmpUrl: `rtmp://127.0.0.1:${rtmpPort}/live`,
    });
    await Promise.all([run(webs[0]), run(worker), run(ingest)]);
    await Promise.all(webs.slice(1).map(run));

    const configFile = join(folder, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(port, statsPort, webs));
    const check = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stderr}`);
    let haproxyLog = '';
    haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout?.on('data', (d) => {
      haproxyLog += d;
    });
    haproxy.stderr?.on('data', (d) => {
      haproxyLog += d;
    });
    const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;
    const states = async () => {
      const csv = await (await fetch(statsUrl)).text();
      const out: Record<string, string> = {};
      for (const line of csv.split('\n')) {
        const cells = line.split(',');
        if (cells[0] === 'web' && cells[1] !== 'BACKEND') out[cells[1]] = cells[17];
      }
      return out;
    };
    // Ready when haproxy has seen every web process answer its health check.
    let seen: Record<string, string> = {};
    await waitFor(
      'haproxy to see every web process up',
      async () => {
        if (haproxy?.exitCode !== null) throw new Error(`haproxy exited: ${haproxyLog}`);
        seen = await states().catch(() => ({}));
        return webs.every((w) => seen[w.name] === 'UP') && (await answers(`${url}/api/health`)) === 200;
      },
      30_000,
    ).catch((err) => {
      throw new Error(`${err.message}: ${JSON.stringify(seen)}\n${haproxyLog}`);
    });

    let workers = 1;
    return {
      url,
      webs,
      worker,
      ingest,
      haproxy: { port, statsUrl, configFile, states },
      s3,
      db: { url: dbUrl, embedded },
      env: shared,
      startWorker: async () => run(launch(`worker-${++workers}`, 'worker')),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
