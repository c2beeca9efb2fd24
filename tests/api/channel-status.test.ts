import { describe, expect, it } from 'vitest';
import { EmailLog } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { createChannel, list, producer, setChannelStatus } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
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
    expect(mails[0].bodyText).toContain(`http://platea.test/channels/${channel.slug}`);
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
