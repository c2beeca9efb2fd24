import { type ChildProcess, spawn } from 'node:child_process';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { axeOf } from './axe.ts';

/** The demo organizer whose channel "Teatro del Faro" the broadcast journeys broadcast on. */
export const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };

/** A published broadcast product of hers, made through the API (each journey its own, by a unique title). */
export async function broadcastProduct(request: APIRequestContext, title = 'Ensayo abierto') {
  const login = await request.post('/api/auth/login', { data: PRODUCER });
  const auth = { authorization: `Bearer ${(await login.json()).token as string}` };
  // Other journeys open channels of hers that are not published: this one by its title.
  const channels = (await (await request.get('/api/channels', { headers: auth })).json()) as {
    id: number;
    title: string;
    slug: string;
  }[];
  const channel = channels.find((c) => c.title === 'Teatro del Faro');
  expect(channel).toBeDefined();
  const created = await request.post('/api/products', {
    headers: auth,
    data: {
      type: 'broadcast',
      title: `${title} ${Date.now()}`,
      channelId: channel?.id,
      status: 'published',
      plan: 'free',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number; slug: string; title: string };
  return { id: product.id, slug: product.slug, title: product.title, channel: channel?.slug as string };
}

/**
 * OBS, played by ffmpeg: a small test pattern with a tone, in real time, to the server and key shown
 * (`audioOnly`: a misconfigured scene that sends sound and no picture).
 */
export function broadcast(server: string, key: string, { audioOnly = false } = {}): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ...(audioOnly ? [] : ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15']),
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...(audioOnly ? [] : ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30']),
      ...(audioOnly ? [] : ['-pix_fmt', 'yuv420p']),
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', `${server}/${key}`],
    ],
    { stdio: 'ignore' },
  );
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAxeClean(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}
