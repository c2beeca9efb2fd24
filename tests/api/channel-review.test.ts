import { describe, expect, it } from 'vitest';
import { EmailLog } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { createChannel, producer, setChannelStatus } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';
import { createUser, login } from './helpers/users.ts';

// Issue 10: an admin sends a channel back to draft with a reason; its owner reads it on the channel and
// gets it by email. The owner's own deactivation needs no reason.

const deactivate = (id: number, token: string, body?: unknown, lang?: string) =>
  call('POST', `/api/channels/${id}/deactivate`, { token, body, lang });

async function channelInRevision(language: 'es' | 'en' | 'pt' = 'es') {
  const { user, password } = await createUser({ roles: ['PRODUCER'], language });
  const token = await login(user.email, password);
  const channel = await createChannel(token);
  await setChannelStatus(channel.id, 'revision');
  return { owner: user, token, channel };
}

describe('sending a channel back: params and permissions', () => {
  it('requires a reason from an admin, on the field, and changes nothing without it', async () => {
    const { channel, token } = await channelInRevision();
    const admin = await adminToken();
    for (const body of [undefined, {}, { reason: '' }, { reason: '   ' }]) {
      expectError(await deactivate(channel.id, admin, body), 422, 'CHANNEL_REASON_REQUIRED', 'reason');
    }
    const en = await deactivate(channel.id, admin, {}, 'en');
    expect(en.body.error.message).toBe(
      'Tell the organizer why the channel goes back to draft (at most 1000 characters)',
    );
    expectError(
      await deactivate(channel.id, admin, { reason: 'x'.repeat(1001) }),
      422,
      'VALIDATION_ERROR',
      'reason',
    );
    expectError(await deactivate(channel.id, admin, { reason: 'ok', extra: 1 }), 422, 'VALIDATION_ERROR');
    const read = await call('GET', `/api/channels/${channel.id}`, { token });
    expect(read.body).toMatchObject({ status: 'revision', returnReason: null, returnedAt: null });
  });

  it('lets the owner deactivate with no body at all, and keeps no reason of theirs', async () => {
    const owner = await producer();
    const channel = await createChannel(owner.token);
    await setChannelStatus(channel.id, 'published');
    const bare = await call('POST', `/api/channels/${channel.id}/deactivate`, {
      token: owner.token,
      contentType: null,
    });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(bare.body).toMatchObject({ status: 'draft', returnReason: null });
    await setChannelStatus(channel.id, 'published');
    const withReason = await deactivate(channel.id, owner.token, { reason: 'holidays' });
    expect(withReason.body).toMatchObject({ status: 'draft', returnReason: null });
  });

  it('keeps the reason out of the public channel page', async () => {
    const { channel } = await channelInRevision();
    await deactivate(channel.id, await adminToken(), { reason: 'Falta el logotipo' });
    await setChannelStatus(channel.id, 'published');
    const page = await call('GET', `/api/channels/by-slug/${channel.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toHaveProperty('returnReason');
  });
});

describe('sending a channel back: behaviour', () => {
  it('stores the reason for the owner and emails it to them in their language, with a link to edit', async () => {
    const { owner, token, channel } = await channelInRevision('en');
    const reason = 'The cover image is blurry.\nPlease upload one of at least 1100 × 650 px.';
    const res = await deactivate(channel.id, await adminToken(), { reason: `  ${reason}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'draft', returnReason: reason });
    expect(res.body.returnedAt).toBeTruthy();
    expect(res.body.reviewedAt).toBeTruthy();

    const seen = await call('GET', `/api/channels/${channel.id}`, { token });
    expect(seen.body).toMatchObject({ status: 'draft', returnReason: reason });

    const mails = await EmailLog.findAll({ where: { toEmail: owner.email, type: 'channelReturned' } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your channel needs changes before it is published');
    expect(mails[0].links).toEqual([`http://platea.test/account/channels/${channel.slug}`]);
    // About the channel: its organizer follows it in their email tracking.
    expect(mails[0].channelId).toBe(channel.id);
    expect(mails[0].bodyText).toContain('> The cover image is blurry.\n> Please upload one');
    // The reason is the admin's text: escaped in the HTML, never markup.
    expect(mails[0].bodyHtml).toContain('The cover image is blurry.');
  });

  it('escapes the reason in the HTML email and writes it in Spanish or Portuguese for those owners', async () => {
    for (const [language, subject] of [
      ['es', 'Tu canal necesita cambios antes de publicarse'],
      ['pt', 'O seu canal precisa de alterações antes de ser publicado'],
    ] as const) {
      const { owner, channel } = await channelInRevision(language);
      await deactivate(channel.id, await adminToken(), { reason: '<b>Revisa</b> la "descripción" & tags' });
      const mail = await EmailLog.findOne({ where: { toEmail: owner.email, type: 'channelReturned' } });
      expect(mail?.subject).toBe(subject);
      expect(mail?.bodyHtml).toContain('&lt;b&gt;Revisa&lt;/b&gt; la &quot;descripción&quot; &amp; tags');
      expect(mail?.bodyHtml).not.toContain('<b>Revisa</b>');
    }
  });

  it('clears the reason when the owner asks for review again', async () => {
    const { token, channel } = await channelInRevision();
    await deactivate(channel.id, await adminToken(), { reason: 'Añade la descripción' });
    const again = await call('POST', `/api/channels/${channel.id}/request-review`, { token });
    expect(again.body).toMatchObject({ status: 'revision', returnReason: null, returnedAt: null });
  });

  it('sends no email and keeps the reason when the move is refused', async () => {
    const { owner, channel } = await channelInRevision();
    const admin = await adminToken();
    await deactivate(channel.id, admin, { reason: 'Primera revisión' });
    expectError(
      await deactivate(channel.id, admin, { reason: 'Segunda' }),
      409,
      'CHANNEL_INVALID_TRANSITION',
    );
    expect(await EmailLog.count({ where: { toEmail: owner.email, type: 'channelReturned' } })).toBe(1);
    const read = await call('GET', `/api/channels/${channel.id}`, { token: admin });
    expect(read.body.returnReason).toBe('Primera revisión');
  });
});
