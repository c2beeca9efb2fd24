import { beforeAll, describe, expect, it } from 'vitest';
import { Survey, SurveyResponse } from '../../models/index.ts';
import { errorFields, expectError } from './helpers/assert.ts';
import { list } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { quickUser } from './helpers/commerce.ts';
import { switchModules } from './helpers/settings.ts';
import { completeAnswers, createSurvey, surveyOfEveryKind } from './helpers/surveys.ts';

const responsePath = (id: number) => `/api/me/surveys/${id}/response`;

// Surveys are the open lab's: switched on, as an admin does in /manage/modules.
beforeAll(() => switchModules({ openlab: true }));

describe('/api/me/surveys: params and permissions', () => {
  it('is for signed-in users only', async () => {
    const { survey } = await surveyOfEveryKind();
    expectError(await call('GET', '/api/me/surveys'), 401, 'AUTH_REQUIRED');
    expectError(await call('GET', `/api/me/surveys/${survey.id}`), 401, 'AUTH_REQUIRED');
    expectError(await call('POST', responsePath(survey.id), { body: { answers: {} } }), 401, 'AUTH_REQUIRED');
  });

  it('refuses malformed ids and bodies, naming the field', async () => {
    const { token } = await quickUser();
    const { survey } = await surveyOfEveryKind();
    expectError(await call('GET', '/api/me/surveys/abc', { token }), 400, 'INVALID_PARAMETER', 'id');
    expectError(
      await call('POST', responsePath(0), { token, body: { answers: {} } }),
      400,
      'INVALID_PARAMETER',
    );
    const bad = (body: unknown, field: string) =>
      call('POST', responsePath(survey.id), { token, body }).then((res) =>
        expectError(res, 422, 'VALIDATION_ERROR', field),
      );
    await bad({}, 'answers');
    await bad({ answers: 'Sí' }, 'answers');
    await bad({ answers: [{ q1: 'Sí' }] }, 'answers');
    await bad({ answers: { q1: { nested: true } } }, 'answers.q1');
    await bad({ answers: {}, extra: 1 }, 'extra');
    expectError(
      await list('/api/me/surveys', { filter: { answered: 'yes' } }, { token }),
      422,
      'VALIDATION_ERROR',
      'filter.answered',
    );
  });

  it('answers 404 for drafts, unknown ids and surveys sent to other roles', async () => {
    const viewer = await quickUser();
    const producer = await quickUser('PRODUCER');
    const draft = await surveyOfEveryKind({ status: 'draft' });
    const forProducers = await surveyOfEveryKind({ roles: ['PRODUCER'] });
    for (const id of [draft.survey.id, forProducers.survey.id, 2_147_483_647]) {
      expectError(await call('GET', `/api/me/surveys/${id}`, { token: viewer.token }), 404, 'NOT_FOUND');
      expectError(
        await call('POST', responsePath(id), { token: viewer.token, body: { answers: {} } }),
        404,
        'NOT_FOUND',
      );
    }
    // Its recipients do get it (a producer also holds the USER role here).
    const res = await call('GET', `/api/me/surveys/${forProducers.survey.id}`, { token: producer.token });
    expect(res.status).toBe(200);
    const mine = await list('/api/me/surveys', { range: [0, 499] }, { token: viewer.token });
    const ids = (mine.body as { id: number }[]).map((s) => s.id);
    expect(ids).not.toContain(draft.survey.id);
    expect(ids).not.toContain(forProducers.survey.id);
  });

  it('hides a closed survey nobody answered and refuses answers to it', async () => {
    const { token } = await quickUser();
    const { survey } = await surveyOfEveryKind({ status: 'closed' });
    expectError(await call('GET', `/api/me/surveys/${survey.id}`, { token }), 404, 'NOT_FOUND');
    expectError(
      await call('POST', responsePath(survey.id), { token, body: { answers: completeAnswers() } }),
      409,
      'SURVEY_CLOSED',
    );
  });
});

describe('/api/me/surveys: behaviour', () => {
  it('lists the surveys sent to my role, to answer first, with their question count', async () => {
    const { token } = await quickUser();
    const { survey } = await surveyOfEveryKind();
    const res = await list('/api/me/surveys', { range: [0, 499], filter: { answered: false } }, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toMatch(/^surveys 0-\d+\/\d+$/);
    const row = (res.body as { id: number }[]).find((s) => s.id === survey.id);
    expect(row).toMatchObject({
      title: survey.title,
      status: 'published',
      questionCount: 11,
      answeredAt: null,
    });
  });

  it('shows one survey with its form, without my response yet', async () => {
    const { token } = await quickUser();
    const { survey, fields } = await surveyOfEveryKind();
    const res = await call('GET', `/api/me/surveys/${survey.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.response).toBeNull();
    expect(res.body.form.sections.map((s: { title: string }) => s.title)).toEqual(['Sección 1', 'Sección 2']);
    const shown = res.body.form.sections.flatMap((s: { fields: { name: string }[] }) => s.fields);
    expect(shown.map((f: { name: string }) => f.name)).toEqual(fields.map((f) => f.name));
    expect(shown[0]).toMatchObject({ type: 'singleChoice', required: true, values: ['Sí', 'No'] });
  });

  it('refuses missing required answers, naming each question, in the user language, and saves nothing', async () => {
    const { token } = await quickUser();
    const { survey } = await surveyOfEveryKind();
    const answers = { q3: 'Solo un texto' };
    const es = await call('POST', responsePath(survey.id), { token, body: { answers } });
    expectError(es, 422, 'VALIDATION_ERROR');
    expect(errorFields(es).sort()).toEqual(['answers.q1', 'answers.q7', 'answers.q9']);
    expect(es.body.error.fields[0].message).toBe('campo obligatorio');
    const en = await call('POST', responsePath(survey.id), { token, body: { answers }, lang: 'en' });
    expect(en.body.error.fields[0].message).toBe('required field');
    const pt = await call('POST', responsePath(survey.id), { token, body: { answers }, lang: 'pt' });
    expect(pt.body.error.fields[0].message).toBe('campo obrigatório');
    // Blank text and an empty choice are no answer either; "no" is an answer to a yes/no.
    const blank = await call('POST', responsePath(survey.id), {
      token,
      body: { answers: completeAnswers({ q1: '   ', q2: [], q9: false }) },
    });
    expect(errorFields(blank)).toEqual(['answers.q1']);
    expect(await SurveyResponse.count({ where: { surveyId: survey.id } })).toBe(0);
  });

  it('checks each answer against its question type, in the caller language', async () => {
    const { token } = await quickUser();
    const { survey } = await surveyOfEveryKind();
    const cases: [string, unknown, string][] = [
      ['q1', 'Quizá', 'choose among the options given'],
      ['q2', ['Teatro', 'Danza'], 'choose among the options given'],
      ['q3', 'x'.repeat(501), 'answer too long'],
      ['q5', 'no-es-un-correo', 'email address not valid'],
      ['q6', 'llámame', 'phone number not valid'],
      ['q7', 'siete', 'answer not valid for this question'],
      ['q8', '2026-02-30', 'date not valid'],
      ['q9', 'sí', 'answer not valid for this question'],
      ['q10', 0, 'choose one of the marks of the scale'],
      ['q11', 7.5, 'choose one of the marks of the scale'],
      ['q99', 'x', 'this form has no such question'],
    ];
    for (const [name, value, message] of cases) {
      const res = await call('POST', responsePath(survey.id), {
        token,
        body: { answers: completeAnswers({ [name]: value }) },
        lang: 'en',
      });
      expectError(res, 422, 'VALIDATION_ERROR', `answers.${name}`);
      expect(errorFields(res), name).toEqual([`answers.${name}`]);
      expect(res.body.error.fields[0].message, name).toBe(message);
    }
    expect(await SurveyResponse.count({ where: { surveyId: survey.id } })).toBe(0);
  });

  it('asks a "show if" question only when the earlier answer matches, and drops its answer otherwise', async () => {
    const { survey } = await createSurvey([
      [
        { name: 'likes', type: 'multipleChoice', values: ['Teatro', 'Cine', 'Música'] },
        {
          name: 'play',
          type: 'shortText',
          required: true,
          showIf: { field: 'likes', oneOf: ['Teatro', 'Música'] },
        },
      ],
    ]);
    const answer = async (answers: Record<string, unknown>) =>
      call('POST', responsePath(survey.id), {
        token: (await quickUser()).token,
        body: { answers },
        lang: 'en',
      });
    // Asked (theatre chosen) and required.
    expectError(await answer({ likes: ['Cine', 'Teatro'] }), 422, 'VALIDATION_ERROR', 'answers.play');
    const shown = await answer({ likes: ['Teatro'], play: 'Hamlet' });
    expect(shown.status, JSON.stringify(shown.body)).toBe(201);
    expect(shown.body.response.answers).toEqual({ likes: ['Teatro'], play: 'Hamlet' });
    // Not asked: not required, and an answer sent anyway is not kept.
    const hidden = await answer({ likes: ['Cine'], play: 'Hamlet' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
    expect(hidden.body.response.answers).toEqual({ likes: ['Cine'] });
  });

  it('records the answers once, trimmed, and shows them back as answered', async () => {
    const { token } = await quickUser();
    const { survey } = await surveyOfEveryKind();
    const res = await call('POST', responsePath(survey.id), {
      token,
      body: {
        answers: completeAnswers({
          q2: ['Cine', 'Teatro'],
          q3: '  con espacios  ',
          q4: '',
          q5: 'ana@example.test',
          q6: '+34 600 123 456',
          q7: 7.5,
          q8: '2026-02-28',
          q10: 5,
          q11: 0,
        }),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.response.answers).toEqual({
      q1: 'Sí',
      q2: ['Cine', 'Teatro'],
      q3: 'con espacios',
      q5: 'ana@example.test',
      q6: '+34 600 123 456',
      q7: 7.5,
      q8: '2026-02-28',
      q9: true,
      q10: 5,
      q11: 0,
    });

    const again = await call('GET', `/api/me/surveys/${survey.id}`, { token });
    expect(again.body.response.submittedAt).toBeTruthy();
    expect(again.body.response.answers).toEqual(res.body.response.answers);
    const answered = await list(
      '/api/me/surveys',
      { range: [0, 499], filter: { answered: true } },
      { token },
    );
    const row = (answered.body as { id: number; answeredAt: string | null }[]).find(
      (s) => s.id === survey.id,
    );
    expect(row?.answeredAt).toBeTruthy();
    const second = await call('POST', responsePath(survey.id), {
      token,
      body: { answers: completeAnswers() },
      lang: 'pt',
    });
    expectError(second, 409, 'SURVEY_ALREADY_ANSWERED');
    expect(second.body.error.message).toBe('Já respondeu a este inquérito');
    // Closed later, it stays in my list and shows my answers; it takes no more.
    await Survey.update({ status: 'closed' }, { where: { id: survey.id } });
    expect((await call('GET', `/api/me/surveys/${survey.id}`, { token })).body.status).toBe('closed');
    const still = await list('/api/me/surveys', { range: [0, 499] }, { token });
    expect((still.body as { id: number }[]).map((s) => s.id)).toContain(survey.id);
  });

  it('keeps one response per user when 20 answers arrive at once', async () => {
    const { user, token } = await quickUser();
    const { survey } = await createSurvey([[{ type: 'singleChoice', required: true, values: ['A', 'B'] }]]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', responsePath(survey.id), { token, body: { answers: { q1: i % 2 ? 'A' : 'B' } } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.error.code).toBe('SURVEY_ALREADY_ANSWERED');
    const responses = await SurveyResponse.findAll({ where: { surveyId: survey.id, userId: user.id } });
    expect(responses).toHaveLength(1);
    const winner = results.find((r) => r.status === 201);
    expect(responses[0].answers).toEqual(winner?.body.response.answers);
  });
});
