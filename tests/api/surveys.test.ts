import { beforeAll, describe, expect, it } from 'vitest';
import { Survey, SurveyAnswer, SurveyResponse } from '../../models/index.ts';
import { errorFields, expectError } from './helpers/assert.ts';
import { list } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { quickUser } from './helpers/commerce.ts';
import { switchModules } from './helpers/settings.ts';
import { createSurvey, surveyOfEveryKind } from './helpers/surveys.ts';

const responsePath = (id: number) => `/api/me/surveys/${id}/response`;

/** Answers for surveyOfEveryKind: every required question answered, plus the optional ones given. */
function completeAnswers(q: { id: number }[], extra: Record<number, unknown> = {}) {
  const base: Record<number, unknown> = { 0: 'Sí', 4: 7, 8: true, ...extra };
  return Object.entries(base).map(([i, value]) => ({ questionId: q[Number(i)].id, value }));
}

// Surveys are the open lab's: switched on, as an admin does in /manage/modules.
beforeAll(() => switchModules({ openlab: true }));

describe('/api/me/surveys: params and permissions', () => {
  it('is for signed-in users only', async () => {
    const { survey } = await surveyOfEveryKind();
    expectError(await call('GET', '/api/me/surveys'), 401, 'AUTH_REQUIRED');
    expectError(await call('GET', `/api/me/surveys/${survey.id}`), 401, 'AUTH_REQUIRED');
    expectError(await call('POST', responsePath(survey.id), { body: { answers: [] } }), 401, 'AUTH_REQUIRED');
  });

  it('refuses malformed ids and bodies, naming the field', async () => {
    const { token } = await quickUser();
    const { survey } = await surveyOfEveryKind();
    expectError(await call('GET', '/api/me/surveys/abc', { token }), 400, 'INVALID_PARAMETER', 'id');
    expectError(
      await call('POST', responsePath(0), { token, body: { answers: [] } }),
      400,
      'INVALID_PARAMETER',
    );
    const bad = (body: unknown, field: string) =>
      call('POST', responsePath(survey.id), { token, body }).then((res) =>
        expectError(res, 422, 'VALIDATION_ERROR', field),
      );
    await bad({}, 'answers');
    await bad({ answers: 'Sí' }, 'answers');
    await bad({ answers: [{ questionId: 0, value: 'x' }] }, 'answers.0.questionId');
    await bad({ answers: [{ questionId: 1, value: { nested: true } }] }, 'answers.0.value');
    await bad({ answers: [], extra: 1 }, 'extra');
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
        await call('POST', responsePath(id), { token: viewer.token, body: { answers: [] } }),
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
    const { survey, questions } = await surveyOfEveryKind({ status: 'closed' });
    expectError(await call('GET', `/api/me/surveys/${survey.id}`, { token }), 404, 'NOT_FOUND');
    expectError(
      await call('POST', responsePath(survey.id), { token, body: { answers: completeAnswers(questions) } }),
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
      questionCount: 9,
      answeredAt: null,
    });
  });

  it('shows one survey with its sections and questions in order, without my response yet', async () => {
    const { token } = await quickUser();
    const { survey, questions } = await surveyOfEveryKind();
    const res = await call('GET', `/api/me/surveys/${survey.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.response).toBeNull();
    expect(res.body.sections.map((s: { title: string }) => s.title)).toEqual(['Sección 1', 'Sección 2']);
    const shown = res.body.sections.flatMap((s: { questions: { id: number }[] }) => s.questions);
    expect(shown.map((q: { id: number }) => q.id)).toEqual(questions.map((q) => q.id));
    expect(shown[0]).toMatchObject({ type: 'radio', required: true, options: ['Sí', 'No'] });
  });

  it('refuses missing required answers, naming each question, in the user language', async () => {
    const { token } = await quickUser();
    const { survey, questions: q } = await surveyOfEveryKind();
    const answers = [{ questionId: q[3].id, value: 'Solo un texto' }];
    const es = await call('POST', responsePath(survey.id), { token, body: { answers } });
    expectError(es, 422, 'SURVEY_ANSWERS_INVALID');
    expect(errorFields(es).sort()).toEqual(
      [`answers.${q[0].id}`, `answers.${q[4].id}`, `answers.${q[8].id}`].sort(),
    );
    expect(es.body.error.fields[0].message).toBe('campo obligatorio');
    expect(es.body.error.message).toMatch(/^Faltan respuestas/);
    const en = await call('POST', responsePath(survey.id), { token, body: { answers }, lang: 'en' });
    expect(en.body.error.fields[0].message).toBe('required field');
    const pt = await call('POST', responsePath(survey.id), { token, body: { answers }, lang: 'pt' });
    expect(pt.body.error.message).toMatch(/reveja as perguntas/);
    // Blank text, an unticked consent box and an empty choice are no answer either.
    const blank = await call('POST', responsePath(survey.id), {
      token,
      body: { answers: completeAnswers(q, { 0: '   ', 8: false }) },
    });
    expect(errorFields(blank).sort()).toEqual([`answers.${q[0].id}`, `answers.${q[8].id}`].sort());
    expect(await SurveyResponse.count({ where: { surveyId: survey.id } })).toBe(0);
  });

  it('checks each answer against its question type', async () => {
    const { token } = await quickUser();
    const { survey, questions: q } = await surveyOfEveryKind();
    const cases: [number, unknown][] = [
      [0, 'Quizá'], // not an offered option
      [1, ['Teatro', 'Danza']],
      [2, 'Tableta'],
      [3, 'x'.repeat(501)],
      [4, 'siete'],
      [6, 'no-es-un-correo'],
      [7, '2026-02-30'],
      [8, 'sí'], // a yes/no box takes true or false
    ];
    for (const [index, value] of cases) {
      const res = await call('POST', responsePath(survey.id), {
        token,
        body: { answers: completeAnswers(q, { [index]: value }) },
        lang: 'en',
      });
      expectError(res, 422, 'SURVEY_ANSWERS_INVALID', `answers.${q[index].id}`);
      expect(errorFields(res), `question ${index}`).toEqual([`answers.${q[index].id}`]);
    }
    const unknown = await call('POST', responsePath(survey.id), {
      token,
      body: { answers: [...completeAnswers(q), { questionId: 2_147_483_647, value: 'x' }] },
    });
    expectError(unknown, 422, 'SURVEY_ANSWERS_INVALID', 'answers.2147483647');
    const twice = await call('POST', responsePath(survey.id), {
      token,
      body: { answers: [...completeAnswers(q), { questionId: q[0].id, value: 'No' }] },
    });
    expectError(twice, 422, 'SURVEY_ANSWERS_INVALID', `answers.${q[0].id}`);
  });

  it('takes a 0 to 10 scale answer only as a whole number in range, in the caller language', async () => {
    const { survey, questions } = await createSurvey([[{ type: 'scale', required: true }]]);
    const question = questions[0];
    const answer = async (value: unknown, lang = 'en') =>
      call('POST', responsePath(survey.id), {
        token: (await quickUser()).token,
        body: { answers: [{ questionId: question.id, value }] },
        lang,
      });
    for (const value of [11, -1, 7.5, '7.5', 'siete', '']) {
      const res = await answer(value);
      expectError(res, 422, 'SURVEY_ANSWERS_INVALID', `answers.${question.id}`);
    }
    const spanish = await answer(12, 'es');
    expect(JSON.stringify(spanish.body)).toContain('elige un número entero del 0 al 10');
    for (const [value, kept] of [
      [0, 0],
      ['10', 10],
      [' 7 ', 7],
    ] as const) {
      const res = await answer(value);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      expect(res.body.response.answers).toEqual([{ questionId: question.id, value: kept }]);
    }
  });

  it('records the answers once, normalised, and shows them back as answered', async () => {
    const { token } = await quickUser();
    const { survey, questions: q } = await surveyOfEveryKind();
    const res = await call('POST', responsePath(survey.id), {
      token,
      body: {
        answers: completeAnswers(q, {
          1: ['Cine', 'Teatro', 'Cine'],
          2: 'Móvil',
          3: '  con espacios  ',
          4: '7,5',
          6: 'ana@example.test',
          7: '2026-02-28',
        }),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const byQuestion = new Map(
      (res.body.response.answers as { questionId: number; value: unknown }[]).map((a) => [
        a.questionId,
        a.value,
      ]),
    );
    expect(byQuestion.get(q[0].id)).toBe('Sí');
    expect(byQuestion.get(q[1].id)).toEqual(['Cine', 'Teatro']);
    expect(byQuestion.get(q[3].id)).toBe('con espacios');
    expect(byQuestion.get(q[4].id)).toBe(7.5);
    expect(byQuestion.get(q[8].id)).toBe(true);
    expect(byQuestion.has(q[5].id)).toBe(false); // left blank: no row

    const again = await call('GET', `/api/me/surveys/${survey.id}`, { token });
    expect(again.body.response.submittedAt).toBeTruthy();
    expect(again.body.response.answers).toHaveLength(byQuestion.size);
    const answered = await list(
      '/api/me/surveys',
      { range: [0, 499], filter: { answered: true } },
      { token },
    );
    const row = (answered.body as { id: number; answeredAt: string | null }[]).find(
      (s) => s.id === survey.id,
    );
    expect(row?.answeredAt).toBeTruthy();
    expectError(
      await call('POST', responsePath(survey.id), { token, body: { answers: completeAnswers(q) } }),
      409,
      'SURVEY_ALREADY_ANSWERED',
    );
    // Closed later, it stays in my list and shows my answers; it takes no more.
    await Survey.update({ status: 'closed' }, { where: { id: survey.id } });
    expect((await call('GET', `/api/me/surveys/${survey.id}`, { token })).body.status).toBe('closed');
    const still = await list('/api/me/surveys', { range: [0, 499] }, { token });
    expect((still.body as { id: number }[]).map((s) => s.id)).toContain(survey.id);
  });

  it('keeps one response per user when the same answers arrive at once', async () => {
    const { user, token } = await quickUser();
    const { survey, questions } = await createSurvey([
      [{ type: 'radio', required: true, options: ['A', 'B'] }],
    ]);
    const body = { answers: [{ questionId: questions[0].id, value: 'A' }] };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', responsePath(survey.id), { token, body })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.error.code).toBe('SURVEY_ALREADY_ANSWERED');
    const responses = await SurveyResponse.findAll({ where: { surveyId: survey.id, userId: user.id } });
    expect(responses).toHaveLength(1);
    expect(await SurveyAnswer.count({ where: { responseId: responses[0].id } })).toBe(1);
  });
});
