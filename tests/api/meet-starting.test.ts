import { describe, expect, it } from 'vitest';
import { sweepStartingMeets } from '../../api/src/catalogue/services/meet-starting.ts';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { connectionOf } from '../../models/columns.ts';
import { Notification, ProductAccess, Subscription } from '../../models/index.ts';
import { createChannel, createProduct, createSession, quickUser } from './helpers/commerce.ts';

/**
 * Issue 21, a meet starting: about ten minutes before a session of a meet, whoever may enter it gets one
 * notification in their language, the start in their own time zone, linking the meet's page. A sweep every
 * minute claims the due sessions; two workers sweeping at once tell each person once.
 */
const written = () => drainQueue(connectionOf(Notification), 'notifications.write');
const of = (userId: number) => Notification.findAll({ where: { userId }, order: [['id', 'ASC']] });
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/** The start as the reader's clock shows it: 6:30 PM in English, 18:30 in Spanish and Portuguese. */
function clock(at: Date, timeZone: string, twelveHours: boolean) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: twelveHours ? 'h12' : 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return twelveHours
    ? `${Number(part('hour'))}:${part('minute')} ${part('dayPeriod')}`
    : `${part('hour').padStart(2, '0')}:${part('minute')}`;
}

async function meetOf(title: string, extra: Parameters<typeof createProduct>[1] = {}) {
  const owner = await quickUser('PRODUCER');
  const channel = await createChannel(owner.user);
  const meet = await createProduct(channel, { type: 'meet', title, ...extra });
  return { channel, meet };
}

describe('a meet starting', () => {
  it('a session five minutes ahead tells its ticket holders once, in their language and time zone, even when five sweeps run at once', async () => {
    const { channel, meet } = await meetOf('Charla de otoño', {
      language: 'es',
      translations: { en: { title: 'Autumn talk' } },
    });
    const soon = await createSession(meet, { startsAt: minutes(5) });
    const later = await createSession(meet, { startsAt: minutes(120) });

    const holder = await quickUser('USER', { language: 'en', timezone: 'America/New_York' });
    const ofThisSession = await quickUser('USER', { language: 'pt', timezone: 'Europe/Lisbon' });
    const ofTheLaterSession = await quickUser('USER', { language: 'es' });
    const unknownZone = await quickUser('USER', { language: 'es', timezone: 'Nowhere/Atlantis' });
    const subscriber = await quickUser('USER', { language: 'es', timezone: 'Europe/Madrid' });
    const revoked = await quickUser();
    const stranger = await quickUser();
    const ofABundle = await quickUser('USER', { language: 'es' });
    const bundle = await createProduct(channel, { bundleProductIds: [meet.id] });
    await ProductAccess.bulkCreate([
      { userId: holder.user.id, productId: meet.id, source: 'admin' },
      { userId: ofThisSession.user.id, productId: meet.id, sessionId: soon.id, source: 'admin' },
      { userId: ofTheLaterSession.user.id, productId: meet.id, sessionId: later.id, source: 'admin' },
      { userId: unknownZone.user.id, productId: meet.id, source: 'code' },
      { userId: revoked.user.id, productId: meet.id, source: 'admin', revokedAt: new Date() },
      { userId: ofABundle.user.id, productId: bundle.id, source: 'admin' },
    ]);
    await Subscription.create({
      userId: subscriber.user.id,
      channelId: channel.id,
      provider: 'demo',
      price: 500,
    });
    // Not a meet: a live session as close gets no such notice.
    const { meet: live } = await meetOf('Directo', { type: 'live' });
    await createSession(live, { startsAt: minutes(5) });
    await ProductAccess.create({ userId: stranger.user.id, productId: live.id, source: 'admin' });

    // Two workers (five here) sweep at the same moment: the session is claimed by one of them.
    const claimed = await Promise.all(Array.from({ length: 5 }, () => sweepStartingMeets()));
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    // The sweep only enqueues: the job writes.
    expect(await of(holder.user.id)).toEqual([]);
    await written();

    expect((await of(holder.user.id)).map((n) => [n.type, n.subject])).toEqual([
      ['meet.starting', `«Autumn talk» starts at ${clock(soon.startsAt, 'America/New_York', true)}`],
    ]);
    expect((await of(ofThisSession.user.id)).map((n) => n.subject)).toEqual([
      `«Charla de otoño» começa às ${clock(soon.startsAt, 'Europe/Lisbon', false)}`,
    ]);
    expect((await of(subscriber.user.id)).map((n) => n.subject)).toEqual([
      `«Charla de otoño» empieza a las ${clock(soon.startsAt, 'Europe/Madrid', false)}`,
    ]);
    expect((await of(ofABundle.user.id)).map((n) => n.type)).toEqual(['meet.starting']);
    // A time zone the database does not know reads as the site's.
    expect((await of(unknownZone.user.id)).map((n) => n.subject)).toEqual([
      `«Charla de otoño» empieza a las ${clock(soon.startsAt, 'Europe/Madrid', false)}`,
    ]);
    // The site links it to the meet's page.
    expect((await of(holder.user.id))[0].payload).toEqual({
      kind: 'meet',
      productId: meet.id,
      sessionId: soon.id,
      slug: meet.slug,
      startsAt: soon.startsAt.toISOString(),
    });
    for (const nobody of [ofTheLaterSession, revoked, stranger]) expect(await of(nobody.user.id)).toEqual([]);

    // Later sweeps tell nobody again; the session two hours ahead is not due yet.
    expect(await sweepStartingMeets()).toBe(0);
    await written();
    expect(await of(holder.user.id)).toHaveLength(1);
    expect(await of(ofTheLaterSession.user.id)).toEqual([]);
  });

  it('after the workers were down: a session started less than half an hour ago is still announced, an older one is not; a draft meet never', async () => {
    const { meet } = await meetOf('Tertulia');
    const started = await createSession(meet, { startsAt: minutes(-20) });
    const long = await createSession(meet, { startsAt: minutes(-45) });
    const { meet: draft } = await meetOf('Borrador', { status: 'draft' });
    await createSession(draft, { startsAt: minutes(3) });
    const holder = await quickUser('USER', { language: 'es' });
    const draftHolder = await quickUser('USER', { language: 'es' });
    await ProductAccess.bulkCreate([
      { userId: holder.user.id, productId: meet.id, source: 'admin' },
      { userId: draftHolder.user.id, productId: draft.id, source: 'admin' },
    ]);

    expect(await sweepStartingMeets()).toBe(1);
    await written();
    expect((await of(holder.user.id)).map((n) => [n.subject, n.payload.sessionId])).toEqual([
      [`«Tertulia» empieza a las ${clock(started.startsAt, 'Europe/Madrid', false)}`, started.id],
    ]);
    expect(long.id).not.toBe(started.id);
    expect(await of(draftHolder.user.id)).toEqual([]);
  });
});
