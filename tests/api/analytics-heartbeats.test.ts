import { spawn } from 'node:child_process';

// A trusted proxy's country header; set before the app's environment is first read.
process.env.COUNTRY_HEADER = 'CF-IPCountry';

import { describe, expect, it } from 'vitest';
import { freePort } from '../embedded-db.ts';

const { call } = await import('./helpers/client.ts');
const { courseWithLessons, studentOf } = await import('./helpers/learning.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { MediaAsset, ProductAccess, User } = await import('../../models/index.ts');
const { connectionOf } = await import('../../models/columns.ts');
const { signView, verifyView, viewKey } = await import('../../api/src/analytics/view-token.ts');
const { ViewingBuffer, viewingBuffer, closeIdleSessions, deviceOf, FLUSH_SLACK_SECONDS, BEAT_SLACK_SECONDS } =
  await import('../../api/src/analytics/services/viewing.ts');

const db = () => connectionOf(User);

interface SessionRow {
  id: number;
  open: boolean;
  seconds_watched: number;
  max_position: number;
  sections: string;
  device: string;
  country: string | null;
  kind: string;
  duration_seconds: number | null;
  lesson_id: number | null;
  channel_id: number;
}

async function sessionsOf(userId: number, productId: number): Promise<SessionRow[]> {
  const [rows] = await db().query(
    `SELECT id, open, seconds_watched, max_position, sections::text AS sections, device, country, kind,
            duration_seconds, lesson_id, channel_id
       FROM viewing_sessions WHERE user_id = $1 AND product_id = $2 ORDER BY id`,
    { bind: [userId, productId] },
  );
  return rows as SessionRow[];
}

const bits = (from: number, to: number) =>
  Array.from({ length: 100 }, (_, i) => (i >= from && i <= to ? '1' : '0')).join('');

/** A VOD of `duration` seconds, ready to play, and a viewer with a ticket (Spanish profile). */
async function watchable(duration = 100) {
  const owner = await quickUser('PRODUCER');
  const channel = await createChannel(owner.user);
  const product = await createProduct(channel, { type: 'vod' });
  await MediaAsset.create({
    userId: owner.user.id,
    productId: product.id,
    lessonId: null,
    kind: 'video',
    originalName: 'film.mp4',
    mime: 'video/mp4',
    sizeBytes: 5,
    storagePath: `heartbeats-${product.id}`,
    status: 'ready',
    durationSeconds: duration,
  });
  const viewer = await quickUser('USER', { country: 'es' });
  await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
  return { owner, channel, product, viewer };
}

/** The viewing token the playback answer gives the viewer. */
async function playbackToken(token: string, productId: number): Promise<string> {
  const res = await call('GET', `/api/products/${productId}/playback`, { token });
  expect(res.status).toBe(200);
  expect(res.body.viewToken).toEqual(expect.any(String));
  return res.body.viewToken;
}

/** A token as the playback answer would have issued it at `issuedAt` (ms). */
async function tokenAt(fx: Awaited<ReturnType<typeof watchable>>, issuedAt: number, duration = 100) {
  return signView(
    {
      userId: fx.viewer.user.id,
      productId: fx.product.id,
      channelId: fx.channel.id,
      lessonId: null,
      kind: 'vod',
      durationSeconds: duration,
      country: 'ES',
    },
    new Date(issuedAt),
  );
}

async function grantOf(token: string) {
  const verdict = verifyView(token, await viewKey());
  if (!verdict.ok) throw new Error(`token refused: ${verdict.reason}`);
  return verdict.grant;
}

const beat = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call('POST', '/api/analytics/heartbeat', { body: { token, playing: true, ...body }, headers, lang: 'en' });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('viewing heartbeats (POST /api/analytics/heartbeat)', () => {
  it('gives whoever may watch a viewing token, and nobody else', async () => {
    const fx = await watchable();
    const token = await playbackToken(fx.viewer.token, fx.product.id);
    const grant = await grantOf(token);
    expect(grant).toMatchObject({
      userId: fx.viewer.user.id,
      productId: fx.product.id,
      channelId: fx.channel.id,
      lessonId: null,
      kind: 'vod',
      durationSeconds: 100,
      country: 'ES',
    });
    expect(grant.expires - grant.issued).toBeGreaterThanOrEqual(3600);
    // Without a ticket: no playback, so no token.
    const stranger = await quickUser('USER');
    const refused = await call('GET', `/api/products/${fx.product.id}/playback`, { token: stranger.token });
    expect(refused.status).toBe(403);
    expect(refused.body.viewToken).toBeUndefined();
  });

  it("a lesson's token says so, and its beats make a session of that lesson", async () => {
    const course = await courseWithLessons({ modules: [1] });
    const lesson = course.lessons[0];
    await MediaAsset.create({
      userId: course.owner.user.id,
      productId: course.productId,
      lessonId: lesson.id,
      kind: 'video',
      originalName: 'lesson.mp4',
      mime: 'video/mp4',
      sizeBytes: 5,
      storagePath: `heartbeats-lesson-${lesson.id}`,
      status: 'ready',
      durationSeconds: 59.6,
    });
    const student = await studentOf(course);
    const res = await call('GET', `/api/lessons/${lesson.id}/playback`, { token: student.token });
    expect(res.status).toBe(200);
    expect(await grantOf(res.body.viewToken)).toMatchObject({
      userId: student.user.id,
      productId: course.productId,
      lessonId: lesson.id,
      kind: 'lesson',
      durationSeconds: 60,
    });
    // One second played, ending at 3 s of 60: the hundredths 3 to 5.
    expect((await beat(res.body.viewToken, { position: 3, watched: 1 })).status).toBe(204);
    await viewingBuffer.flush();
    expect(await sessionsOf(student.user.id, course.productId)).toMatchObject([
      {
        lesson_id: lesson.id,
        kind: 'lesson',
        duration_seconds: 60,
        seconds_watched: 1,
        sections: bits(3, 5),
      },
    ]);
  });

  it("a viewer's beats make ONE session with the seconds watched and the sections the positions covered", async () => {
    const fx = await watchable();
    const t0 = Date.now() - 120_000;
    const token = await tokenAt(fx, t0);
    const grant = await grantOf(token);
    const buffer = new ViewingBuffer();
    const id = token.slice(-22);
    // Every 10 s while playing, then a pause 4 s later; flushed twice in between.
    for (const [i, at] of [10, 20, 30].entries()) {
      buffer.record(grant, id, { position: at, watched: 10, playing: true }, 'desktop', 'ES', t0 + at * 1000);
      if (i === 1) await buffer.flush();
    }
    buffer.record(grant, id, { position: 34, watched: 4, playing: false }, 'desktop', 'ES', t0 + 34_000);
    expect(await buffer.flush()).toBe(1);
    const [row, ...others] = await sessionsOf(fx.viewer.user.id, fx.product.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      open: true,
      seconds_watched: 34,
      max_position: 34,
      sections: bits(0, 34),
      kind: 'vod',
      duration_seconds: 100,
      channel_id: fx.channel.id,
      lesson_id: null,
      device: 'desktop',
      country: 'ES',
    });
  });

  it('through the route: the device from the User-Agent, the country from the trusted proxy header', async () => {
    const fx = await watchable();
    const token = await playbackToken(fx.viewer.token, fx.product.id);
    const res = await beat(
      token,
      { position: 1, watched: 1 },
      { 'user-agent': IPHONE, 'cf-ipcountry': 'pt' },
    );
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    // Nothing is written per heartbeat: the row comes with the flush.
    expect(await sessionsOf(fx.viewer.user.id, fx.product.id)).toEqual([]);
    await viewingBuffer.flush();
    expect(await sessionsOf(fx.viewer.user.id, fx.product.id)).toMatchObject([
      { device: 'mobile', country: 'PT', seconds_watched: 1, sections: bits(0, 1) },
    ]);
    // Without the header: the country of the viewer's profile, carried by the token.
    const other = await watchable();
    const second = await playbackToken(other.viewer.token, other.product.id);
    expect((await beat(second, { position: 0, watched: 0 })).status).toBe(204);
    await viewingBuffer.flush();
    expect(await sessionsOf(other.viewer.user.id, other.product.id)).toMatchObject([
      { country: 'ES', device: 'unknown' },
    ]);
  });

  it('refuses a forged, tampered or expired token (403, in the viewer language) and counts nothing', async () => {
    const fx = await watchable();
    const token = await playbackToken(fx.viewer.token, fx.product.id);
    const other = await watchable();
    const parts = token.split('.');
    const forged = [
      // Another product (the viewer has no ticket for it), the signature of the real one.
      [parts[0], String(other.product.id), ...parts.slice(2)].join('.'),
      // A longer media, the same signature.
      [...parts.slice(0, 5), '100000', ...parts.slice(6)].join('.'),
      // The signature changed.
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`,
      'not-a-token',
      // Issued 7 hours ago: expired.
      await tokenAt(fx, Date.now() - 7 * 3600_000),
    ];
    for (const bad of forged) {
      const res = await beat(bad, { position: 10, watched: 10 });
      expect(res.status, bad).toBe(403);
      expect(res.body.error).toEqual({
        code: 'VIEWING_TOKEN_INVALID',
        message: 'This viewing report is not valid or has expired: reload the player',
      });
    }
    const es = await call('POST', '/api/analytics/heartbeat', {
      body: { token: forged[0], position: 1, watched: 1, playing: true },
      lang: 'es',
    });
    expect(es.body.error.message).toBe(
      'Este registro de visionado no es válido o ha caducado: vuelve a cargar el reproductor',
    );
    const pt = await call('POST', '/api/analytics/heartbeat', {
      body: { token: forged[0], position: 1, watched: 1, playing: true },
      lang: 'pt',
    });
    expect(pt.body.error.message).toBe(
      'Este registo de visualização não é válido ou expirou: recarregue o leitor',
    );
    // Bad input is a validation error, not a count.
    expect((await beat(token, { position: -1, watched: 10 })).status).toBe(422);
    expect((await beat(token, { position: 1, watched: 61 })).status).toBe(422);
    await viewingBuffer.flush();
    expect(await sessionsOf(fx.viewer.user.id, other.product.id)).toEqual([]);
    expect(await sessionsOf(fx.viewer.user.id, fx.product.id)).toEqual([]);
  });

  it('positions beyond the duration mark nothing past the end', async () => {
    const fx = await watchable();
    const t0 = Date.now() - 120_000;
    const token = await tokenAt(fx, t0);
    const grant = await grantOf(token);
    const buffer = new ViewingBuffer();
    const id = token.slice(-22);
    // Far past the end: dropped. Half a second past it (a player's rounding): clamped to the end.
    expect(
      buffer.record(grant, id, { position: 5_000, watched: 10, playing: true }, 'tv', null, t0 + 10_000),
    ).toBe('out-of-range');
    expect(
      buffer.record(grant, id, { position: 100.5, watched: 3, playing: true }, 'tv', null, t0 + 20_000),
    ).toBe('counted');
    await buffer.flush();
    const [row] = await sessionsOf(fx.viewer.user.id, fx.product.id);
    expect(row.max_position).toBe(100);
    expect(row.sections).toBe(bits(97, 99));
    expect(row.sections).toHaveLength(100);
    expect(row.seconds_watched).toBe(3);
    // Through the route too: answered, not counted.
    const live = await playbackToken(fx.viewer.token, fx.product.id);
    expect((await beat(live, { position: 1e6, watched: 10 })).status).toBe(204);
    await viewingBuffer.flush();
    expect((await sessionsOf(fx.viewer.user.id, fx.product.id))[0].seconds_watched).toBe(3);
  });

  it('a flood of 50 beats in a second from one client counts no more than the wall time', async () => {
    const fx = await watchable();
    const token = await playbackToken(fx.viewer.token, fx.product.id);
    const issued = (await grantOf(token)).issued * 1000;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => beat(token, { position: i, watched: 60 })),
    );
    expect(answers.every((a) => a.status === 204)).toBe(true);
    const wall = (Date.now() - issued) / 1000;
    expect(Date.now() - started).toBeLessThan(2_000);
    await viewingBuffer.flush();
    const [row] = await sessionsOf(fx.viewer.user.id, fx.product.id);
    expect(row.seconds_watched).toBeLessThanOrEqual(Math.ceil(wall + BEAT_SLACK_SECONDS));
    expect(row.seconds_watched).toBeLessThan(60);
  });

  it('a minute of silence starts a new session; the sweep closes sessions silent for over a minute', async () => {
    const fx = await watchable();
    const t0 = Date.now() - 600_000;
    const token = await tokenAt(fx, t0);
    const grant = await grantOf(token);
    const buffer = new ViewingBuffer();
    const id = token.slice(-22);
    buffer.record(grant, id, { position: 10, watched: 10, playing: true }, 'desktop', null, Date.now());
    await buffer.flush();
    // Silent for two minutes (aged rather than waited for).
    await db().query(
      `UPDATE viewing_sessions SET started_at = started_at - interval '2 minutes',
              last_seen_at = last_seen_at - interval '2 minutes' WHERE user_id = $1`,
      { bind: [fx.viewer.user.id] },
    );
    buffer.record(
      grant,
      id,
      { position: 20, watched: 10, playing: true },
      'desktop',
      null,
      Date.now() + 10_000,
    );
    await buffer.flush();
    const [first, second] = await sessionsOf(fx.viewer.user.id, fx.product.id);
    expect(first).toMatchObject({ open: false, seconds_watched: 10 });
    expect(second).toMatchObject({ open: true, seconds_watched: 10, sections: bits(10, 20) });

    // The sweep: an open session silent for over a minute is closed, a fresh one is not.
    const other = await watchable();
    const recent = await tokenAt(other, t0);
    buffer.record(
      await grantOf(recent),
      recent.slice(-22),
      { position: 5, watched: 5, playing: true },
      'desktop',
      null,
    );
    await buffer.flush();
    await db().query(
      `UPDATE viewing_sessions SET started_at = started_at - interval '2 minutes',
              last_seen_at = last_seen_at - interval '2 minutes' WHERE id = $1`,
      { bind: [second.id] },
    );
    expect(await closeIdleSessions()).toBeGreaterThanOrEqual(1);
    expect((await sessionsOf(fx.viewer.user.id, fx.product.id)).map((s) => s.open)).toEqual([false, false]);
    expect((await sessionsOf(other.viewer.user.id, other.product.id)).map((s) => s.open)).toEqual([true]);
  });

  it('a bot is answered and not counted', async () => {
    const fx = await watchable();
    const token = await playbackToken(fx.viewer.token, fx.product.id);
    const res = await beat(
      token,
      { position: 5, watched: 5 },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(res.status).toBe(204);
    await viewingBuffer.flush();
    expect(await sessionsOf(fx.viewer.user.id, fx.product.id)).toEqual([]);
  });

  it('two processes given the same beats add up to one session, counted once', async () => {
    const fx = await watchable();
    const t0 = Date.now() - 120_000;
    const token = await tokenAt(fx, t0);
    const grant = await grantOf(token);
    const [a, b] = [new ViewingBuffer(), new ViewingBuffer()];
    const id = token.slice(-22);
    for (const at of [10, 20, 30]) {
      for (const buffer of [a, b])
        buffer.record(
          grant,
          id,
          { position: at, watched: 10, playing: true },
          'desktop',
          null,
          t0 + at * 1000,
        );
    }
    await Promise.all([a.flush(), b.flush()]);
    const rows = await sessionsOf(fx.viewer.user.id, fx.product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].seconds_watched).toBeGreaterThanOrEqual(30);
    expect(rows[0].seconds_watched).toBeLessThanOrEqual(30 + FLUSH_SLACK_SECONDS);
    expect(rows[0].sections).toBe(bits(0, 30));

    // Beats shared out between the two (a load balancer), each flushing in between: every second counts.
    const other = await watchable();
    const shared = await tokenAt(other, t0);
    const g = await grantOf(shared);
    for (const [i, at] of [10, 20, 30, 40].entries()) {
      const buffer = i % 2 ? b : a;
      buffer.record(
        g,
        shared.slice(-22),
        { position: at, watched: 10, playing: true },
        'desktop',
        null,
        t0 + at * 1000,
      );
      await buffer.flush();
    }
    expect(await sessionsOf(other.viewer.user.id, other.product.id)).toMatchObject([
      { seconds_watched: 40, sections: bits(0, 40) },
    ]);
  });

  it('tells the device class from the User-Agent', () => {
    expect(deviceOf(IPHONE)).toBe('mobile');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      ),
    ).toBe('tablet');
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/124.0 Safari/537.36'),
    ).toBe('tablet');
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      ),
    ).toBe('mobile');
    expect(
      deviceOf(
        'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 TV',
      ),
    ).toBe('tv');
    expect(
      deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36'),
    ).toBe('desktop');
    expect(deviceOf('curl-ish/1.0')).toBe('unknown');
    expect(deviceOf(undefined)).toBe('unknown');
  });

  it('a process stopped gracefully writes the heartbeats it holds before its pool closes', async () => {
    const fx = await watchable();
    const token = await tokenAt(fx, Date.now() - 60_000);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      env: {
        ...process.env,
        PLATEA_ROLES: 'web',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        // No timer flush during the test: only the shutdown writes.
        VIEWING_FLUSH_SECONDS: '60',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (d) => {
      log += d;
    });
    child.stderr?.on('data', (d) => {
      log += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await expect
        .poll(() => log.includes('Platea is ready at'), { timeout: 90_000, interval: 250 })
        .toBe(true);
      const res = await fetch(`http://127.0.0.1:${port}/api/analytics/heartbeat`, {
        method: 'POST',
        // A browser's (fetch's own "node" is a bot's).
        headers: { 'content-type': 'application/json', 'user-agent': IPHONE },
        body: JSON.stringify({ token, position: 12, watched: 10, playing: true }),
      });
      expect(res.status).toBe(204);
      expect(await sessionsOf(fx.viewer.user.id, fx.product.id)).toEqual([]);
      child.kill('SIGTERM');
      expect(await exited, log).toBe(0);
      expect(await sessionsOf(fx.viewer.user.id, fx.product.id)).toMatchObject([
        { seconds_watched: 10, max_position: 12, sections: bits(2, 12) },
      ]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
