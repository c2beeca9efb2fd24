import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Media of this test go to a folder of its own; the destinations are receivers on 127.0.0.1, which only
// SIMULCAST_ALLOW_PRIVATE_DESTINATIONS lets in (the refusal is checked below with it off). Set before the
// app's modules read the environment.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-simulcast-'));
process.env.DATA_DIR = dataDir;
process.env.SIMULCAST_ALLOW_PRIVATE_DESTINATIONS = 'true';

import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../embedded-db.ts';

const rtmpPort = await freePort();
process.env.RTMP_PORT = String(rtmpPort);

const { call } = await import('./helpers/client.ts');
const { env } = await import('../../api/src/env.ts');
const { BroadcastDestination } = await import('../../models/index.ts');
const { isPrivateAddress } = await import('../../api/src/live/services/destinations.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { ingestForFile, until, viewerPlaylist } = await import('./helpers/live.ts');
const { ProductAccess } = await import('../../models/index.ts');

const processes: ChildProcess[] = [];

/** A destination server: ffmpeg listening for one RTMP publish on `port`, writing what it gets to `file`. */
function receiver(port: number, key: string, file: string) {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-listen', '1'],
      ...['-i', `rtmp://127.0.0.1:${port}/live/${key}`, '-c', 'copy', '-f', 'flv', '-y', file],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  processes.push(child);
  let log = '';
  child.stderr?.on('data', (d: Buffer) => {
    log = (log + d.toString()).slice(-4_000);
  });
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 0))),
  );
  return { child, exited, log: () => log };
}

const sizeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;
const numberOf = (segment: string | undefined) => Number(/\d+/.exec(segment ?? '')?.[0] ?? -1);

// Hooks run in reverse after the tests: the ingest and its publishers stop, then the receivers go.
afterAll(() => {
  for (const child of processes)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
const { publishTo } = ingestForFile(rtmpPort, dataDir);

describe('simulcast: one supervised relay per destination', () => {
  it('relays to a destination that is up, retries one that is down until it comes up, and the HLS output goes on', async () => {
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const viewer = await quickUser();
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    const started = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    const streamKey: string = started.body.streamKey;

    const [portA, portB] = [await freePort(), await freePort()];
    const keyA = `dest-a-${Math.random().toString(36).slice(2)}`;
    const keyB = `dest-b-${Math.random().toString(36).slice(2)}`;
    const [fileA, fileB] = [join(dataDir, 'a.flv'), join(dataDir, 'b.flv')];
    const secrets = [keyA, keyB, streamKey];
    const answers: unknown[] = [];
    const broadcast = async () => {
      const res = await call('GET', `/api/products/${product.id}/broadcast`, { token: owner.token });
      expect(res.status).toBe(200);
      answers.push(res.body);
      return res.body;
    };
    const destination = async (name: string) =>
      (await broadcast()).destinations.find((d: { name: string }) => d.name === name);

    const recvA = receiver(portA, keyA, fileA);
    const addA = await call('POST', `/api/products/${product.id}/broadcast/destinations`, {
      token: owner.token,
      body: { name: 'Receiver A', url: `rtmp://127.0.0.1:${portA}/live`, key: keyA },
    });
    expect(addA.status).toBe(201);
    expect(addA.body).toMatchObject({
      name: 'Receiver A',
      url: `rtmp://127.0.0.1:${portA}/live`,
      state: 'idle',
    });
    const addB = await call('POST', `/api/products/${product.id}/broadcast/destinations`, {
      token: owner.token,
      body: { name: 'Receiver B', url: `rtmp://127.0.0.1:${portB}/live/`, key: keyB },
    });
    expect(addB.status).toBe(201);
    answers.push(addA.body, addB.body);
    // At rest, the key is sealed.
    const rows = await BroadcastDestination.findAll({ where: { productId: product.id } });
    for (const row of rows) expect(row.keyEncrypted).not.toMatch(/dest-[ab]-/);
    expect((await destination('Receiver A')).state).toBe('idle');

    const obs = publishTo(streamKey);
    const first = await until(
      'the first HLS segments',
      async () => {
        const p = await viewerPlaylist(viewer.token, product.id);
        return p && p.segments.length >= 1 ? p : null;
      },
      90_000,
    );

    // A receives the stream; B is down: retried with backoff, A and the HLS output do not notice.
    await until('A live and receiving', async () => {
      const a = await destination('Receiver A');
      return a.state === 'live' && sizeOf(fileA) > 0 ? a : null;
    });
    const down = await until(
      'B retrying',
      async () => {
        const b = await destination('Receiver B');
        return b.state === 'retrying' && b.attempt >= 1 ? b : null;
      },
      90_000,
    );
    expect(down.reason).toBeTruthy();
    const lastBefore = numberOf(first.segments.at(-1));

    // B comes up: its next attempt connects.
    const sizeA = sizeOf(fileA);
    const recvB = receiver(portB, keyB, fileB);
    await until(
      'B live and receiving',
      async () => {
        const b = await destination('Receiver B');
        return b.state === 'live' && sizeOf(fileB) > 0 ? b : null;
      },
      150_000,
    );
    expect((await destination('Receiver B')).reason).toBeNull();
    await until('A still receiving', async () => sizeOf(fileA) > sizeA, 60_000);
    expect((await destination('Receiver A')).state).toBe('live');
    // The HLS output went on all along.
    await until(
      'new HLS segments',
      async () => {
        const p = await viewerPlaylist(viewer.token, product.id);
        return p && numberOf(p.segments.at(-1)) > lastBefore ? p : null;
      },
      60_000,
    );
    expect((await broadcast()).state).toBe('live');

    // A deleted while live: its relay stops (the receiver's input ends); B goes on.
    const removed = await call(
      'DELETE',
      `/api/products/${product.id}/broadcast/destinations/${addA.body.id}`,
      {
        token: owner.token,
      },
    );
    expect(removed.status).toBe(204);
    await until('A receiver to see the relay leave', async () =>
      recvA.child.exitCode !== null || recvA.child.signalCode !== null ? true : null,
    );
    const now = await broadcast();
    expect(now.destinations.map((d: { name: string }) => d.name)).toEqual(['Receiver B']);
    expect(now.destinations[0].state).toBe('live');

    // The publisher leaves: every relay stops, the destinations are idle.
    await obs.drop();
    const after = await until('reconnecting with idle destinations', async () => {
      const b = await broadcast();
      return b.state === 'reconnecting' ? b : null;
    });
    expect(after.destinations[0]).toMatchObject({ state: 'idle', attempt: 0, reason: null });
    const [rowB] = await BroadcastDestination.findAll({ where: { productId: product.id } });
    expect(rowB.state).toBe('idle');
    await until('B receiver to see the relay leave', async () =>
      recvB.child.exitCode !== null || recvB.child.signalCode !== null ? true : null,
    );

    // No answer ever carried a destination's key (nor the stream key, outside of start).
    const all = JSON.stringify(answers);
    for (const secret of secrets) expect(all).not.toContain(secret);
  }, 400_000);

  it('checks the address again right before connecting: a destination now refused is failed, with its reason', async () => {
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const started = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    const added = await call('POST', `/api/products/${product.id}/broadcast/destinations`, {
      token: owner.token,
      body: { name: 'Inside', url: `rtmp://127.0.0.1:${await freePort()}/live`, key: 'inside-key-1' },
    });
    expect(added.status).toBe(201);
    // Allowed when added; no longer when the stream goes live (as a name whose address changed would be).
    env.SIMULCAST_ALLOW_PRIVATE_DESTINATIONS = false;
    try {
      const obs = publishTo(started.body.streamKey);
      const failed = await until(
        'the destination to fail',
        async () => {
          const b = (await call('GET', `/api/products/${product.id}/broadcast`, { token: owner.token })).body;
          return b.state === 'live' && b.destinations[0]?.state === 'failed' ? b : null;
        },
        90_000,
      );
      expect(failed.destinations[0].reason).toBe('SIMULCAST_DESTINATION_PRIVATE');
      expect(JSON.stringify(failed)).not.toContain('inside-key-1');
      await obs.drop();
    } finally {
      env.SIMULCAST_ALLOW_PRIVATE_DESTINATIONS = true;
    }
  }, 180_000);

  it('refuses a URL that is not rtmp/rtmps and, unless allowed, private, loopback and link-local destinations', async () => {
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const add = (body: Record<string, unknown>, lang?: string) =>
      call('POST', `/api/products/${product.id}/broadcast/destinations`, { token: owner.token, body, lang });

    for (const url of [
      'http://example.com/live',
      'srt://example.com:9000',
      'rtmp://user:pw@example.com/app',
      'nonsense',
    ]) {
      const res = await add({ name: 'X', url, key: 'k-123' });
      expect(res.status, url).toBe(422);
      expect(res.body.error.code, url).toBe('SIMULCAST_URL_INVALID');
    }
    const es = await add({ name: 'X', url: 'http://example.com/live', key: 'k-123' }, 'es');
    expect(es.body.error.message).toMatch(/rtmp/);
    expect((await add({ name: 'X', key: 'k-123' })).body.error.code).toBe('SIMULCAST_URL_INVALID');

    env.SIMULCAST_ALLOW_PRIVATE_DESTINATIONS = false;
    try {
      for (const url of [
        'rtmp://127.0.0.1:1935/live',
        'rtmp://localhost/live',
        'rtmps://[::1]:443/app',
        'rtmp://10.1.2.3/app',
        'rtmp://169.254.169.254/app',
        'rtmp://[::ffff:192.168.1.1]/app',
      ]) {
        const res = await add({ name: 'Mine', url, key: 'secret-key-1' }, 'pt');
        expect(res.status, url).toBe(422);
        expect(res.body.error.code, url).toBe('SIMULCAST_DESTINATION_PRIVATE');
        expect(JSON.stringify(res.body)).not.toContain('secret-key-1');
      }
    } finally {
      env.SIMULCAST_ALLOW_PRIVATE_DESTINATIONS = true;
    }
    expect(await BroadcastDestination.count({ where: { productId: product.id } })).toBe(0);

    // A preset needs only the key; the answer never shows it.
    const yt = await add({ preset: 'youtube', key: 'abcd-efgh-ijkl-mnop' });
    expect(yt.status).toBe(201);
    expect(yt.body).toMatchObject({
      name: 'YouTube',
      url: 'rtmps://a.rtmp.youtube.com/live2',
      state: 'idle',
    });
    expect(JSON.stringify(yt.body)).not.toContain('abcd-efgh');
    const listed = await call('GET', `/api/products/${product.id}/broadcast`, { token: owner.token });
    expect(listed.body.destinations).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain('abcd-efgh');

    // Somebody else's product: not found.
    const other = await quickUser('PRODUCER');
    const theirs = await call('POST', `/api/products/${product.id}/broadcast/destinations`, {
      token: other.token,
      body: { preset: 'twitch', key: 'live_1_x' },
    });
    expect(theirs.status).toBe(404);
    const del = await call('DELETE', `/api/products/${product.id}/broadcast/destinations/${yt.body.id}`, {
      token: other.token,
    });
    expect(del.status).toBe(404);

    // The address check.
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '142.250.184.14', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  }, 60_000);
});
