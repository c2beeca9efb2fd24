import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../api/src/env.ts';
import { updateSetting } from '../../api/src/settings/services/config.ts';
import { type Channel, Notification } from '../../models/index.ts';
import { freePort } from '../embedded-db.ts';
import {
  query,
  type StreamingReplica,
  startStreamingReplica,
  streamingReplicaUnavailable,
} from '../streaming-replica.ts';
import { createChannel, createProduct, quickUser } from './helpers/commerce.ts';
import { subscribe } from './helpers/realtime.ts';
import { createUser, signupBody } from './helpers/users.ts';

/**
 * DATABASE_READ_URLS against real streaming replicas: a primary and two hot standbys started here with
 * Debian's PostgreSQL tools, and a web process (`npm start`, PLATEA_ROLES=web) on them. Pausing the
 * standbys' replay makes their lag visible: what reads from them misses a new row that the primary has.
 */

const unavailable = streamingReplicaUnavailable();
if (unavailable)
  console.warn(`read-replicas.test.ts: the streaming replica tests are skipped: ${unavailable}`);

describe('DATABASE_READ_URLS is checked when the process starts', () => {
  const base = { DATABASE_URL: 'postgres://postgres@db:5432/platea' };
  const errors = (source: NodeJS.ProcessEnv) =>
    parseEnv(source).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('takes a comma-separated list of postgres URLs, or nothing', () => {
    const ok = parseEnv({
      ...base,
      DATABASE_READ_URLS: ' postgres://r:s@replica-1/platea ,postgresql://replica-2:6432/platea',
    });
    expect(ok.data?.DATABASE_READ_URLS).toEqual([
      'postgres://r:s@replica-1/platea',
      'postgresql://replica-2:6432/platea',
    ]);
    expect(parseEnv(base).data?.DATABASE_READ_URLS).toEqual([]);
    expect(parseEnv({ ...base, DATABASE_READ_URLS: '' }).data?.DATABASE_READ_URLS).toEqual([]);
  });

  it('refuses what is not a replica’s address, and replicas without a primary', () => {
    for (const bad of [
      'replica-1',
      'mysql://replica/platea',
      'postgres://replica',
      'postgres://replica/platea?sslmode=require',
    ]) {
      expect(errors({ ...base, DATABASE_READ_URLS: bad }), bad).toEqual([
        expect.stringMatching(/^DATABASE_READ_URLS\.0: /),
      ]);
    }
    expect(errors({ DATABASE_READ_URLS: 'postgres://replica/platea' })).toEqual([
      'DATABASE_READ_URLS: needs DATABASE_URL (the primary the replicas follow)',
    ]);
  });
});

describe.skipIf(unavailable !== null)('read replicas (a streaming standby of the primary)', () => {
  let cluster: StreamingReplica;
  let sequelize: Sequelize;
  let web: ChildProcess;
  let log = '';
  let origin = '';
  let admin: string;
  let producer: { token: string; channel: Channel };

  const get = async (path: string, token?: string) => {
    const res = await fetch(`${origin}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: await res.json() };
  };
  const send = async (method: string, path: string, body: unknown, token?: string) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  /** A word of letters only, unique to one test (the search's prefix match). */
  const word = () =>
    `zorzal${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
  const searched = async (q: string) =>
    (await get(`/api/search?q=${q}`)).body.map((r: { title: string }) => r.title);
  const publicList = async (q: string) =>
    (await get(`/api/products?filter=${encodeURIComponent(JSON.stringify({ q }))}`)).body.map(
      (p: { title: string }) => p.title,
    );
  const usersTotal = async () => {
    const res = await get('/api/analytics/users?range=week', admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.roles.find((r: { role: string }) => r.role === 'USER').total as number;
  };

  beforeAll(async () => {
    const started = Date.now();
    cluster = await startStreamingReplica(2);
    // This file's models (the helpers write with them) on the primary.
    const { createSequelize } = await import('../../models/database.ts');
    sequelize = createSequelize(cluster.primaryUrl, { pool: 5 });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // The web process migrates the primary (the standby follows) and reads from the standby.
    web = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: cluster.primaryUrl,
        DATABASE_READ_URLS: cluster.replicaUrls.join(','),
        PLATEA_ROLES: 'web',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    process.once('exit', () => web.kill('SIGKILL'));
    web.stdout?.on('data', (d) => {
      log += d;
    });
    web.stderr?.on('data', (d) => {
      log += d;
    });
    const deadline = Date.now() + 90_000;
    while (!log.includes('Platea is ready at')) {
      if (web.exitCode !== null || Date.now() > deadline)
        throw new Error(`the web process did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    admin = (await quickUser('ADMIN')).token;
    const owner = await quickUser('PRODUCER');
    producer = { token: owner.token, channel: await createChannel(owner.user) };
    await cluster.resumeReplay(); // caught up: the standby has all of it
    console.log(
      `read-replicas.test.ts: primary, two standbys and web process ready in ${Date.now() - started} ms`,
    );
  }, 150_000);

  afterAll(async () => {
    if (web && web.exitCode === null) {
      const exited = new Promise((resolve) => web.once('exit', resolve));
      web.kill('SIGTERM');
      await exited;
    }
    await sequelize?.close();
    cluster?.stop();
  }, 60_000);

  it('public lists, search and analytics read from the replica: they miss a row until its replay catches up', async () => {
    const users = await usersTotal();
    const w = word();

    await cluster.pauseReplay();
    const product = await createProduct(producer.channel, { title: `Concierto ${w}` });
    await quickUser();
    // Read from the standby: nothing new yet.
    expect(await searched(w)).toEqual([]);
    expect(await publicList(w)).toEqual([]);
    expect(await usersTotal()).toBe(users);
    // Read from the primary: the product page, and its producer's console list.
    const page = await get(`/api/products/${product.id}`);
    expect(page.status).toBe(200);
    expect(page.body.title).toBe(`Concierto ${w}`);
    const own = await get(
      `/api/products?filter=${encodeURIComponent(JSON.stringify({ q: w }))}`,
      producer.token,
    );
    expect(own.body.map((p: { id: number }) => p.id)).toEqual([product.id]);

    await cluster.resumeReplay();
    expect(await searched(w)).toEqual([`Concierto ${w}`]);
    expect(await publicList(w)).toEqual([`Concierto ${w}`]);
    expect(await usersTotal()).toBe(users + 1);
  });

  it('what follows the caller’s own write reads the primary while the replica lags', async () => {
    await cluster.pauseReplay();
    try {
      // Signed up, then signing in: the new account is found (not activated yet), not unknown.
      const body = signupBody();
      expect((await send('POST', '/api/auth/signup', body)).status).toBe(201);
      const early = await send('POST', '/api/auth/login', { email: body.email, password: body.password });
      expect(early.body.error?.code).toBe('ACCOUNT_NOT_ACTIVATED');

      // An account written a moment ago signs in, and /me knows it.
      const { user, password } = await createUser();
      const login = await send('POST', '/api/auth/login', { email: user.email, password });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const me = await get('/api/auth/me', login.body.token);
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(user.email);

      // A product created, then read, then listed in its producer's console.
      const title = `Grabación ${word()}`;
      const created = await send(
        'POST',
        '/api/products',
        { channelId: producer.channel.id, type: 'vod', title },
        producer.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await get(`/api/products/${created.body.id}`, producer.token);
      expect(read.body.title).toBe(title);
      const listed = await get(
        `/api/products?filter=${encodeURIComponent(JSON.stringify({ id: created.body.id }))}`,
        producer.token,
      );
      expect(listed.body.map((p: { title: string }) => p.title)).toEqual([title]);

      // A setting saved, then the configuration read.
      const before = (await get('/api/config')).body.approveUsers as boolean;
      expect((await send('PUT', '/api/config', { approveUsers: !before }, admin)).status).toBe(200);
      expect((await get('/api/config')).body.approveUsers).toBe(!before);
      expect((await send('PUT', '/api/config', { approveUsers: before }, admin)).status).toBe(200);
    } finally {
      await cluster.resumeReplay();
    }
  });

  it('LISTEN stays on the primary: another process’s setting change and a notification arrive while the replica lags', async () => {
    const viewer = await quickUser();
    const stream = await subscribe(viewer.token, 'subscription { onUserNotification { id subject } }', {
      origin,
    });
    const before = (await get('/api/config')).body.approveUsers as boolean; // now cached by the web process
    await cluster.pauseReplay();
    try {
      // Written by this process on the primary: the web process's cache hears of it (LISTEN) and rereads.
      await updateSetting('site', { approveUsers: !before }, null);
      await expect
        .poll(async () => (await get('/api/config')).body.approveUsers, { timeout: 5_000, interval: 100 })
        .toBe(!before);
      await updateSetting('site', { approveUsers: before }, null);

      // A notification written on the primary reaches the viewer's stream (written again until the
      // subscription listens: each one that arrives came by the push).
      const deadline = Date.now() + 15_000;
      while (stream.events().length === 0) {
        if (Date.now() > deadline) throw new Error(`no notification arrived: ${log}`);
        await Notification.create({
          userId: viewer.user.id,
          type: 'probe',
          subject: 'Hola',
          content: null,
          payload: {},
          readOn: null,
        });
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(stream.events()[0]).toEqual({
        data: { onUserNotification: { id: expect.any(String), subject: 'Hola' } },
      });
    } finally {
      await stream.close();
      await cluster.resumeReplay();
    }
  });

  it('several replicas share the lagging reads, and one stopped leaves the other serving', async () => {
    const searches = await Promise.all(Array.from({ length: 12 }, () => get('/api/search?q=zorzal')));
    expect(searches.map((r) => r.status)).toEqual(Array(12).fill(200));
    // The web process's pool opened its read connections to each replica in turn.
    for (const url of cluster.replicaUrls) {
      const rows = await query(
        url,
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'platea'`,
      );
      expect(rows[0].n, url).toBeGreaterThan(0);
    }
    cluster.stopReplica(0);
    for (let i = 0; i < 8; i++) expect((await get('/api/search?q=zorzal')).status).toBe(200);
    const w = word();
    await createProduct(producer.channel, { title: `Recital ${w}` });
    await expect.poll(() => searched(w), { timeout: 5_000, interval: 100 }).toEqual([`Recital ${w}`]);
  });

  it('with every replica stopped, the lagging routes answer from the primary, up to date', async () => {
    // Pooled connections to the last replica first, so that the stop cuts them.
    expect((await get('/api/search?q=zorzal')).status).toBe(200);
    cluster.stopReplica(1);
    const w = word();
    await createProduct(producer.channel, { title: `Festival ${w}` });
    expect(await searched(w)).toEqual([`Festival ${w}`]);
    expect(await publicList(w)).toEqual([`Festival ${w}`]);
    for (const path of ['/api/home', '/api/schedule', '/api/sitemap', '/api/analytics/overview?range=week']) {
      const res = await get(path, path.includes('analytics') ? admin : undefined);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect(log).toMatch(/db\.replica_unavailable/);
    expect(log).not.toMatch(/request\.failed/);
  });
});
