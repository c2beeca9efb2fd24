import { describe, expect, it, vi } from 'vitest';
import { EmailLog } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { buyWithDemo, createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';
import { BROWSER, deliverMails, followMailLink, trackedLinkOf } from './helpers/mail.ts';
import { adminToken } from './helpers/settings.ts';
import { mailsTo, signUp } from './helpers/users.ts';

// Issue 23: per email, delivered / opened / clicked with first and last time; machine opens apart; clicks
// through a signed redirect to the stored link only; organizers read the mails about their own channels.

const pixel = (mail: EmailLog, opts: { ip?: string; ua?: string } = {}) =>
  call('GET', `/api/mail/open/${mail.trackingId}.gif`, {
    ip: opts.ip ?? '203.0.113.7',
    headers: { 'user-agent': opts.ua ?? BROWSER },
  });

const logOf = async (id: number, token?: string) =>
  call('GET', `/api/email-logs/${id}`, { token: token ?? (await adminToken()) });

const list = async (filter: Record<string, unknown>, token?: string, lang?: string) =>
  call('GET', `/api/email-logs?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
    token: token ?? (await adminToken()),
    lang,
  });

/** The tracking id, index and signature of the email's tracked link. */
const partsOf = (mail: EmailLog) => trackedLinkOf(mail).split('/').slice(-3) as [string, string, string];

const today = () => new Date().toISOString().slice(0, 10);

/** A fresh activation email, delivered an hour ago. */
async function deliveredMail() {
  const { email } = await signUp();
  const [mail] = await mailsTo(email, 'activation');
  await deliverMails(mail);
  return { email, mail };
}

/** An organizer, a paid product of their channel and its buyer's receipt (an email about the channel). */
async function receiptOfAChannel() {
  const organizer = await producerWithChannel();
  const product = await createProduct(organizer.channel);
  const buyer = await quickUser();
  await buyWithDemo(buyer.token, product.id);
  const receipt = await vi.waitFor(async () => {
    const row = await EmailLog.findOne({ where: { toEmail: buyer.user.email, type: 'orderPaid' } });
    if (!row) throw new Error('no receipt yet');
    return row;
  });
  return { organizer, buyer, receipt };
}

describe('opens (the tracking pixel)', () => {
  it('are recorded once per message: the first time stays, the last moves, the count grows', async () => {
    const { mail } = await deliveredMail();
    expect(mail.deliveredAt).toBeInstanceOf(Date);
    expect((await pixel(mail)).status).toBe(200);
    const first = (await logOf(mail.id)).body;
    expect(first).toMatchObject({ openCount: 1, machineOpens: 0, clickCount: 0, clickedAt: null });
    expect(first.openedAt).toBeTruthy();
    expect(first.lastOpenedAt).toBe(first.openedAt);
    expect(first.deliveredAt).toBeTruthy();

    await new Promise((r) => setTimeout(r, 20));
    await pixel(mail);
    const second = (await logOf(mail.id)).body;
    expect(second.openCount).toBe(2);
    expect(second.openedAt).toBe(first.openedAt);
    expect(Date.parse(second.lastOpenedAt)).toBeGreaterThan(Date.parse(first.openedAt));
  });

  it("count Apple Mail Privacy Protection's and scanners' fetches as machine opens, which set no open", async () => {
    const { mail } = await deliveredMail();
    await pixel(mail, { ip: '17.58.101.4' });
    await pixel(mail, { ip: '::ffff:17.58.101.5' });
    await pixel(mail, { ip: '2620:149:a0c:f000::5' });
    await pixel(mail, { ua: 'Mozilla/5.0' });
    const after = (await logOf(mail.id)).body;
    expect(after).toMatchObject({ openedAt: null, lastOpenedAt: null, openCount: 0, machineOpens: 4 });
    expect((await list({ to: mail.toEmail, opened: true, from: today(), until: today() })).body).toEqual([]);

    // Within a couple of seconds of delivery nobody has read it yet: a mail server's scanner has.
    const { email } = await signUp();
    const [fresh] = await mailsTo(email, 'activation');
    await pixel(fresh); // not delivered yet
    await EmailLog.update({ deliveredAt: new Date() }, { where: { id: fresh.id } });
    await pixel(fresh); // the moment it is delivered
    expect((await logOf(fresh.id)).body).toMatchObject({ openedAt: null, openCount: 0, machineOpens: 2 });

    // The reader's own open later counts.
    await pixel(mail, { ip: '2001:db8::7' });
    const read = (await logOf(mail.id)).body;
    expect(read).toMatchObject({ openCount: 1, machineOpens: 4 });
    expect(read.openedAt).toBeTruthy();
    expect((await list({ to: mail.toEmail, opened: true, from: today(), until: today() })).body).toHaveLength(
      1,
    );
  });
});

describe('clicks (the signed redirect)', () => {
  it('lead to the stored link and are recorded once per message, implying an open', async () => {
    const { mail } = await deliveredMail();
    expect(mail.bodyText).not.toContain(mail.links[0]);
    expect(mail.bodyHtml).toContain(`href="http://platea.test${trackedLinkOf(mail)}"`);

    expect(await followMailLink(mail)).toBe(mail.links[0]);
    const first = (await logOf(mail.id)).body;
    expect(first).toMatchObject({ clickCount: 1, openCount: 1, machineOpens: 0 });
    expect(first.clickedAt).toBeTruthy();
    expect(first.lastClickedAt).toBe(first.clickedAt);
    // No open was recorded (images blocked): the click is one.
    expect(first.openedAt).toBe(first.clickedAt);

    await new Promise((r) => setTimeout(r, 20));
    await followMailLink(mail);
    const second = (await logOf(mail.id)).body;
    expect(second).toMatchObject({ clickCount: 2, openCount: 1, clickedAt: first.clickedAt });
    expect(Date.parse(second.lastClickedAt)).toBeGreaterThan(Date.parse(first.clickedAt));
    const clicked = await list({ to: mail.toEmail, clicked: true, from: today(), until: today() });
    expect(clicked.body.map((m: { id: number }) => m.id)).toEqual([mail.id]);
    expect((await list({ to: mail.toEmail, clicked: false, from: today(), until: today() })).body).toEqual(
      [],
    );
  });

  it('counts simultaneous clicks one by one', async () => {
    const { mail } = await deliveredMail();
    await Promise.all(Array.from({ length: 8 }, () => followMailLink(mail)));
    expect((await logOf(mail.id)).body.clickCount).toBe(8);
  });

  it('follows a link scanner (a bot, or no user agent) without counting it', async () => {
    const { mail } = await deliveredMail();
    const res = await call('GET', trackedLinkOf(mail), { headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(mail.links[0]);
    const bare = await call('GET', trackedLinkOf(mail), { headers: { 'user-agent': '' } });
    expect(bare.headers.get('location')).toBe(mail.links[0]);
    expect((await logOf(mail.id)).body).toMatchObject({ clickCount: 0, clickedAt: null, openedAt: null });
  });

  it('refuses a tampered tracking id, index or signature with a plain 404 page, never redirecting', async () => {
    const { mail } = await deliveredMail();
    const [id, index, sig] = partsOf(mail);
    expect(index).toBe('0');
    const other = (await deliveredMail()).mail;
    const [otherId, , otherSig] = partsOf(other);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      `${id}/1/${sig}`, // index 0's signature with index 1
      `${id}/00/${sig}`,
      `${id}/-1/${sig}`,
      `${otherId}/0/${sig}`, // another email's id with this signature
      `${id}/0/${otherSig}`,
      `${id}/0/${flipped}`,
      `${id}/0/${sig}x`,
      `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}/0/${sig}`,
      `unknownunknownunknown/0/${sig}`,
      `${id}/0/https%3A%2F%2Fevil.example`,
    ];
    for (const path of tampered) {
      const res = await call('GET', `/api/mail/click/${path}`, {
        lang: 'en',
        headers: { 'user-agent': BROWSER },
      });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location'), path).toBeNull();
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(String(res.body), path).toContain('This link does not exist or is no longer valid');
    }
    expect((await logOf(mail.id)).body).toMatchObject({ clickCount: 0, clickedAt: null });
    expect((await logOf(other.id)).body).toMatchObject({ clickCount: 0, clickedAt: null });
  });

  it('never leads to a link the email did not store, even with a valid signature', async () => {
    const { mail } = await deliveredMail();
    const [id, , sig] = partsOf(mail);
    expect(
      (await call('GET', `/api/mail/click/${id}/0/${sig}`, { headers: { 'user-agent': 'Googlebot/2.1' } }))
        .status,
    ).toBe(302);
    // The email's stored links changed under it (say, a link other than http): the redirect refuses.
    await EmailLog.update({ links: ['javascript:alert(1)'] }, { where: { id: mail.id } });
    const res = await call('GET', `/api/mail/click/${id}/0/${sig}`, { headers: { 'user-agent': BROWSER } });
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('searches (spec 5: less than three months)', () => {
  it('refuses a search over four months with the spec message, in en, es and pt', async () => {
    const messages = {
      en: 'Email tracking searches must span less than three months',
      es: 'Las búsquedas de seguimiento de correos deben abarcar menos de tres meses',
      pt: 'As pesquisas de seguimento de emails devem abranger menos de três meses',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await list({ from: '2026-01-01', until: '2026-05-01' }, undefined, lang);
      expectError(res, 422, 'EMAIL_TRACKING_RANGE_TOO_LONG', 'filter.until');
      expect(res.body.error.message).toBe(message);
    }
    const { organizer } = await receiptOfAChannel();
    const theirs = await list({ from: '2026-01-01', until: '2026-05-01' }, organizer.token, 'en');
    expectError(theirs, 422, 'EMAIL_TRACKING_RANGE_TOO_LONG', 'filter.until');
  });
});

describe("an organizer's own mails", () => {
  it('lists the mails about their channels only, and answers 404 for any other', async () => {
    const { organizer, receipt } = await receiptOfAChannel();
    const other = await receiptOfAChannel();
    expect(receipt.channelId).toBe(organizer.channel.id);

    const mine = await list({ from: today(), until: today() }, organizer.token);
    expect(mine.status).toBe(200);
    expect(mine.body.map((m: { id: number }) => m.id)).toEqual([receipt.id]);
    expect(mine.body[0]).toMatchObject({ channelId: organizer.channel.id, type: 'orderPaid' });
    expect((await logOf(receipt.id, organizer.token)).status).toBe(200);

    // Another organizer's receipt and a mail about no channel (an activation) do not exist for them.
    expectError(await logOf(other.receipt.id, organizer.token), 404, 'NOT_FOUND');
    const { mail } = await deliveredMail();
    expectError(await logOf(mail.id, organizer.token), 404, 'NOT_FOUND');
    const asked = await list(
      { channelId: other.organizer.channel.id, from: today(), until: today() },
      organizer.token,
    );
    expect(asked.body).toEqual([]);
    expect((await list({ to: mail.toEmail, from: today(), until: today() }, organizer.token)).body).toEqual(
      [],
    );

    // The admin sees all of them.
    const all = await list({ to: other.receipt.toEmail, from: today(), until: today() });
    expect(all.body.map((m: { id: number }) => m.id)).toEqual([other.receipt.id]);
  });
});
