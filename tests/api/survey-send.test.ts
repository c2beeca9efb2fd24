import { beforeAll, describe, expect, it } from 'vitest';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { connectionOf } from '../../models/columns.ts';
import { Notification, Survey } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { quickUser } from './helpers/commerce.ts';
import { listening, subscribe } from './helpers/realtime.ts';
import { adminToken, switchModules } from './helpers/settings.ts';
import { createSurvey } from './helpers/surveys.ts';

/**
 * Issue 21, a survey sent to a role: an administrator sends a draft survey (POST /api/surveys/{id}/send);
 * it is published and every user of its recipient roles is notified, in their language, by a job enqueued
 * with the send. Sending twice, or a closed survey, is a 409; many sends at once notify once.
 */
const written = () => drainQueue(connectionOf(Notification), 'notifications.write');
const of = (userId: number) => Notification.findAll({ where: { userId }, order: [['id', 'ASC']] });
const send = async (id: number, token?: string, lang?: string) =>
  call('POST', `/api/surveys/${id}/send`, { token: token ?? (await adminToken()), lang });
const draft = (opts: Parameters<typeof createSurvey>[1] = {}) =>
  createSurvey([[{ type: 'shortText' }]], { status: 'draft', ...opts });

// Surveys are the open lab's: switched on, as an admin does in /manage/modules.
beforeAll(() => switchModules({ openlab: true }));

describe('POST /api/surveys/{id}/send: params and permissions', () => {
  it('only an administrator sends: signed out 401, a viewer or an organizer 403, and the survey stays a draft', async () => {
    const { survey } = await draft();
    const viewer = await quickUser();
    const organizer = await quickUser('PRODUCER');
    expectError(await call('POST', `/api/surveys/${survey.id}/send`), 401, 'AUTH_REQUIRED');
    expectError(await send(survey.id, viewer.token), 403, 'FORBIDDEN');
    expectError(await send(survey.id, organizer.token), 403, 'FORBIDDEN');
    expect((await Survey.findByPk(survey.id))?.status).toBe('draft');
    await written();
    expect(await of(viewer.user.id)).toEqual([]);
  });

  it('an unknown survey is 404; one already sent or closed is a 409 that says why in the user’s language', async () => {
    expectError(await send(2_000_000_000), 404, 'NOT_FOUND');
    const { survey: published } = await createSurvey([[{ type: 'shortText' }]], { status: 'published' });
    const again = await send(published.id, undefined, 'es');
    expectError(again, 409, 'SURVEY_ALREADY_SENT');
    expect(again.body.error.message).toBe('Esta encuesta ya se envió a sus destinatarios');
    const { survey: closed } = await createSurvey([[{ type: 'shortText' }]], { status: 'closed' });
    const late = await send(closed.id, undefined, 'en');
    expectError(late, 409, 'SURVEY_SEND_CLOSED');
    expect(late.body.error.message).toBe('This survey is closed: it can no longer be sent');
    expect((await Survey.findByPk(closed.id))?.status).toBe('closed');
  });
});

describe('POST /api/surveys/{id}/send: behaviour', () => {
  it('publishes the draft and notifies exactly the users of its recipient roles, each in their language', async () => {
    const { survey } = await draft({ roles: ['PRODUCER'], title: 'Tu opinión sobre la temporada' });
    const english = await quickUser('PRODUCER', { language: 'en' });
    const portuguese = await quickUser('PRODUCER', { language: 'pt' });
    const spanish = await quickUser('PRODUCER', { language: 'es' });
    const blocked = await quickUser('PRODUCER', { status: 'blocked' });
    const viewer = await quickUser('USER', { language: 'es' });

    const res = await send(survey.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: survey.id,
      title: 'Tu opinión sobre la temporada',
      status: 'published',
      recipientRoles: ['PRODUCER'],
    });
    expect(Date.parse(res.body.sentAt)).toBeGreaterThan(Date.now() - 60_000);
    // The recipients see it in their surveys now; a viewer of another role does not.
    const mine = await call('GET', '/api/me/surveys', { token: english.token });
    expect(mine.body.map((s: { id: number }) => s.id)).toContain(survey.id);
    const theirs = await call('GET', '/api/me/surveys', { token: viewer.token });
    expect(theirs.body.map((s: { id: number }) => s.id)).not.toContain(survey.id);

    // Written by the job, not by the request.
    expect(await of(english.user.id)).toEqual([]);
    await written();
    const subjects = async (userId: number) => (await of(userId)).map((n) => [n.type, n.subject]);
    expect(await subjects(english.user.id)).toEqual([
      ['survey.sent', 'New survey: Tu opinión sobre la temporada'],
    ]);
    expect(await subjects(portuguese.user.id)).toEqual([
      ['survey.sent', 'Novo inquérito: Tu opinión sobre la temporada'],
    ]);
    expect(await subjects(spanish.user.id)).toEqual([
      ['survey.sent', 'Nueva encuesta: Tu opinión sobre la temporada'],
    ]);
    // The site links it to /surveys/{id}.
    expect((await of(english.user.id))[0].payload).toEqual({ kind: 'survey', surveyId: survey.id });
    expect(await of(viewer.user.id)).toEqual([]);
    expect(await of(blocked.user.id)).toEqual([]);
  });

  it('ten sends at once: one 200, nine 409, and one notification per recipient', async () => {
    const { survey } = await draft({ roles: ['USER'] });
    const recipients = await Promise.all([quickUser(), quickUser('USER', { language: 'en' }), quickUser()]);
    const token = await adminToken();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(survey.id, token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error.code).toBe('SURVEY_ALREADY_SENT');
    }
    await written();
    for (const r of recipients) {
      expect((await of(r.user.id)).filter((n) => n.payload.surveyId === survey.id)).toHaveLength(1);
    }
  });

  it('a recipient’s open page receives the notification as it is written (onEvents)', async () => {
    const { survey } = await draft({ roles: ['PRODUCER'], title: 'Encuesta en directo' });
    const organizer = await quickUser('PRODUCER', { language: 'en' });
    const page = await subscribe(
      organizer.token,
      'subscription { onEvents { __typename ... on UserNotification { type subject payload } } }',
    );
    // A stream opened without cursors first says where it starts.
    expect((await page.next(1))[0]).toMatchObject({ data: { onEvents: { __typename: 'StreamCursors' } } });
    await listening(`user:${organizer.user.id}`);

    expect((await send(survey.id)).status).toBe(200);
    await written();
    const [, arrived] = await page.next(2);
    expect(arrived).toEqual({
      data: {
        onEvents: {
          __typename: 'UserNotification',
          type: 'survey.sent',
          subject: 'New survey: Encuesta en directo',
          payload: { kind: 'survey', surveyId: survey.id },
        },
      },
    });
    await page.close();
  });
});
