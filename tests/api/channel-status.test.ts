import { describe, expect, it } from 'vitest';
import { Coupon, EmailLog } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import {
  createChannel,
  list,
  producer,
  publishedProduct,
  setChannelStatus,
  uid,
} from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { followMailLink } from './helpers/mail.ts';
import { adminToken } from './helpers/settings.ts';
import { createUser, login, signedIn } from './helpers/users.ts';

const act = async (id: number, action: string, token: string) =>
  call('POST', `/api/channels/${id}/${action}`, { token });

describe('channel status: permissions', () => {
  it('keeps approve, ban and private for admins (403 to producers and users, 401 anonymous)', async () => {
    const owner = await producer();
    const user = await signedIn('USER');
    const channel = await createChannel(owner.token);
    await act(channel.id, 'request-review', owner.token);
    for (const action of ['approve', 'ban', 'private']) {
      expectError(await call('POST', `/api/channels/${channel.id}/${action}`), 401, 'AUTH_REQUIRED');
      expectError(await act(channel.id, action, owner.token), 403, 'FORBIDDEN');
      expectError(await act(channel.id, action, user.token), 403, 'FORBIDDEN');
    }
    expect((await call('GET', `/api/channels/${channel.id}`, { token: owner.token })).body.status).toBe(
      'revision',
    );
  });

  it('answers 404 for a missing channel and 422 for a bad id', async () => {
    const token = await adminToken();
    expectError(await act(999_999, 'approve', token), 404, 'NOT_FOUND');
    expectError(await act(Number.NaN, 'approve', token), 400, 'INVALID_PARAMETER', 'id');
  });
});

describe('channel status: behaviour', () => {
  it('moves draft -> revision -> published and emails the owner a link to the channel page', async () => {
    const { user } = await createUser({ roles: ['PRODUCER'], language: 'en' });
    const token = await login(user.email, 'Str0ng.Pass');
    const channel = await createChannel(token);
    const review = await act(channel.id, 'request-review', token);
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({ status: 'revision' });
    expect(review.body.reviewRequestedAt).toBeTruthy();
    // The public does not see a channel under review.
    expectError(await call('GET', `/api/channels/by-slug/${channel.slug}`), 404, 'NOT_FOUND');

    const admin = await adminToken();
    const approved = await act(channel.id, 'approve', admin);
    expect(approved.body).toMatchObject({ status: 'published' });
    expect(approved.body.publishedAt).toBeTruthy();
    expect(approved.body.reviewedAt).toBeTruthy();
    const mails = await EmailLog.findAll({ where: { toEmail: user.email, type: 'channelPublished' } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your channel has been published on Platea');
    expect(mails[0].links).toEqual([`http://platea.test/channels/${channel.slug}`]);
    expect(await followMailLink(mails[0])).toBe(`http://platea.test/channels/${channel.slug}`);
    // About the channel: its organizer finds it in their email tracking.
    expect(mails[0].channelId).toBe(channel.id);
    expect((await call('GET', `/api/channels/by-slug/${channel.slug}`)).status).toBe(200);

    // Approving again is not a transition: 409, and no second email.
    expectError(await act(channel.id, 'approve', admin), 409, 'CHANNEL_INVALID_TRANSITION');
    expect(await EmailLog.count({ where: { toEmail: user.email, type: 'channelPublished' } })).toBe(1);
  });

  it('sends the confirmation in the owner language (es, pt)', async () => {
    for (const [language, subject] of [
      ['es', 'Tu canal se ha publicado en Platea'],
      ['pt', 'O seu canal foi publicado na Platea'],
    ] as const) {
      const { user } = await createUser({ roles: ['PRODUCER'], language });
      const token = await login(user.email, 'Str0ng.Pass');
      const channel = await createChannel(token);
      await act(channel.id, 'request-review', token);
      await act(channel.id, 'approve', await adminToken());
      const mail = await EmailLog.findOne({ where: { toEmail: user.email, type: 'channelPublished' } });
      expect(mail?.subject).toBe(subject);
    }
  });

  it('lets the owner deactivate back to draft, visible only to them', async () => {
    const owner = await producer();
    const channel = await createChannel(owner.token);
    await setChannelStatus(channel.id, 'published');
    const res = await act(channel.id, 'deactivate', owner.token);
    expect(res.body.status).toBe('draft');
    expectError(await call('GET', `/api/channels/${channel.id}`), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/channels/${channel.id}`, { token: owner.token })).status).toBe(200);
    expectError(await act(channel.id, 'deactivate', owner.token), 409, 'CHANNEL_INVALID_TRANSITION');
  });

  it('refuses transitions that do not apply, naming both statuses', async () => {
    const owner = await producer();
    const channel = await createChannel(owner.token);
    const admin = await adminToken();
    const res = await call('POST', `/api/channels/${channel.id}/approve`, { token: admin, lang: 'en' });
    expectError(res, 409, 'CHANNEL_INVALID_TRANSITION');
    expect(res.body.error.message).toBe('A channel with status "draft" cannot be changed to "published"');
    await act(channel.id, 'request-review', owner.token);
    expectError(await act(channel.id, 'request-review', owner.token), 409, 'CHANNEL_INVALID_TRANSITION');
  });

  it('lets an admin ban and set private; the owner cannot lift a ban', async () => {
    const owner = await producer();
    const admin = await adminToken();
    const channel = await createChannel(owner.token);
    await setChannelStatus(channel.id, 'published');
    expect((await act(channel.id, 'private', admin)).body.status).toBe('private');
    expectError(await call('GET', `/api/channels/by-slug/${channel.slug}`), 404, 'NOT_FOUND');
    expect((await act(channel.id, 'approve', admin)).body.status).toBe('published');
    expect((await act(channel.id, 'ban', admin)).body.status).toBe('banned');
    expectError(await act(channel.id, 'deactivate', owner.token), 409, 'CHANNEL_INVALID_TRANSITION');
    const back = await call('POST', `/api/channels/${channel.id}/deactivate`, {
      token: admin,
      body: { reason: 'Lifting the ban: review the description first' },
    });
    expect(back.body.status).toBe('draft');
    const listed = await list(
      '/api/channels',
      { filter: { status: 'draft', id: [channel.id] } },
      { token: admin },
    );
    expect(listed.body).toHaveLength(1);
  });

  it('applies one of two racing approvals and sends one email', async () => {
    const owner = await producer();
    const channel = await createChannel(owner.token);
    await act(channel.id, 'request-review', owner.token);
    const admin = await adminToken();
    const results = await Promise.all([act(channel.id, 'approve', admin), act(channel.id, 'approve', admin)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await EmailLog.count({ where: { toEmail: owner.user.email, type: 'channelPublished' } })).toBe(1);
  });
});

describe('channel status: its products leave every public read and sale while it is not published', () => {
  /** A published channel with a public product (a future session, a speaker), a buyer and a 100% code. */
  async function publicProduct() {
    const owner = await producer();
    const channel = await createChannel(owner.token);
    await setChannelStatus(channel.id, 'published');
    const word = `w${uid().replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`;
    const speaker = await call('POST', '/api/speakers', {
      token: owner.token,
      body: { name: `Ponente ${word}`, tags: ['teatro'] },
    });
    const product = await publishedProduct(owner.token, channel.id, {
      title: `Función ${word}`,
      plan: 'free',
      totalPrice: 0,
      sessions: [{ startsAt: new Date(Date.now() + 72 * 3600_000).toISOString() }],
      speakerIds: [speaker.body.id],
    });
    const buyer = await signedIn('USER');
    const bought = await call('POST', '/api/checkout', {
      token: buyer.token,
      body: { productId: product.id, sessionId: product.sessions[0].id, termsAccepted: true },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const code = await Coupon.create({
      productId: product.id,
      code: `CH${uid()
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')}`,
      discountPercent: 100,
      quantity: 5,
      createdBy: owner.user.id,
    });
    return { owner, channel, product, word, speaker: speaker.body, buyer, code: code.code };
  }

  type Fixture = Awaited<ReturnType<typeof publicProduct>>;

  /** Where the product shows (true) or not (false), read as an anonymous visitor and a new buyer. */
  async function seen(f: Fixture) {
    const viewer = await signedIn('USER');
    const listed = await list('/api/products', { filter: { id: [f.product.id] } });
    const bySlug = await call('GET', `/api/products/by-slug/${f.product.slug}`);
    const found = await call('GET', `/api/search?q=${f.word}`);
    const map = await call('GET', '/api/sitemap');
    const agenda = await list('/api/schedule', { filter: { channel: f.channel.slug } });
    const speakerPage = await call('GET', `/api/speakers/by-slug/${f.speaker.slug}`);
    const quote = await call('POST', '/api/checkout/quote', {
      token: viewer.token,
      lang: 'en',
      body: { productId: f.product.id, sessionId: f.product.sessions[0].id },
    });
    // Before the code: what the free plan alone gives (a new viewer has no ticket).
    const access = await call('GET', `/api/products/${f.product.id}/access`, { token: viewer.token });
    const redeem = await call('POST', '/api/coupons/redeem', {
      token: viewer.token,
      lang: 'en',
      body: { code: f.code },
    });
    const answers = {
      list: listed.body.length === 1,
      page: bySlug.status === 200,
      search: found.body.some(
        (r: { kind: string; id: number }) => r.kind === 'product' && r.id === f.product.id,
      ),
      sitemap: map.body.entries.some((e: { kind: string; slug: string }) => e.slug === f.product.slug),
      schedule: agenda.body.some((s: { product: { id: number } }) => s.product.id === f.product.id),
      speaker: speakerPage.status === 200,
      quote: quote.status === 200,
      redeem: redeem.status === 200,
      freeAccess: access.body.reason === 'free' || access.body.via === 'free',
    };
    if (!answers.page) expectError(bySlug, 404, 'NOT_FOUND');
    if (!answers.quote) {
      expectError(quote, 409, 'PRODUCT_NOT_PURCHASABLE');
      expect(quote.body.error.message).toBe('Product can no longer be purchased');
    }
    if (!answers.redeem) expectError(redeem, 409, 'PRODUCT_NOT_PURCHASABLE');
    return answers;
  }

  const everywhere = (value: boolean) => ({
    list: value,
    page: value,
    search: value,
    sitemap: value,
    schedule: value,
    speaker: value,
    quote: value,
    redeem: value,
    freeAccess: value,
  });

  /** The buyer keeps the product: in my stuff, with access, and its page. */
  async function buyerKeepsIt(f: Fixture) {
    const mine = await call('GET', '/api/me/products', { token: f.buyer.token });
    const item = mine.body.find((i: { productId: number }) => i.productId === f.product.id);
    expect(item?.access).toMatchObject({ allowed: false, reason: 'not_yet' }); // the session is ahead
    const page = await call('GET', `/api/products/by-slug/${f.product.slug}`, { token: f.buyer.token });
    expect(page.status).toBe(200);
  }

  it('sent back to draft by its owner, then under review: gone; approved again: back', async () => {
    const f = await publicProduct();
    expect(await seen(f)).toEqual(everywhere(true));
    expect((await act(f.channel.id, 'deactivate', f.owner.token)).body.status).toBe('draft');
    expect(await seen(f)).toEqual(everywhere(false));
    await buyerKeepsIt(f);
    // Its owner still manages it: the console lists it and its page answers them.
    expect(
      (await list('/api/products', { filter: { id: [f.product.id] } }, { token: f.owner.token })).body,
    ).toHaveLength(1);
    expect((await act(f.channel.id, 'request-review', f.owner.token)).body.status).toBe('revision');
    expect(await seen(f)).toEqual(everywhere(false));
    expect((await act(f.channel.id, 'approve', await adminToken())).body.status).toBe('published');
    expect(await seen(f)).toEqual(everywhere(true));
  });

  it('banned, or set private, by an admin: gone; published again: back', async () => {
    const f = await publicProduct();
    const admin = await adminToken();
    expect((await act(f.channel.id, 'ban', admin)).body.status).toBe('banned');
    expect(await seen(f)).toEqual(everywhere(false));
    const lifted = await call('POST', `/api/channels/${f.channel.id}/deactivate`, {
      token: admin,
      body: { reason: 'Ban lifted: ask for a review again' },
    });
    expect(lifted.body.status).toBe('draft');
    await act(f.channel.id, 'request-review', f.owner.token);
    expect((await act(f.channel.id, 'approve', admin)).body.status).toBe('published');
    expect(await seen(f)).toEqual(everywhere(true));
    expect((await act(f.channel.id, 'private', admin)).body.status).toBe('private');
    expect(await seen(f)).toEqual(everywhere(false));
    await buyerKeepsIt(f);
    expect((await act(f.channel.id, 'approve', admin)).body.status).toBe('published');
    expect(await seen(f)).toEqual(everywhere(true));
  });
});
