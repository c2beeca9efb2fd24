import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Survey, SurveyResponse } from '../../models/index.ts';
import { errorFields, expectError } from './helpers/assert.ts';
import { list, uid } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { quickUser } from './helpers/commerce.ts';
import { adminToken, switchModules } from './helpers/settings.ts';
import { createSurvey, type FieldFixture, formOf } from './helpers/surveys.ts';

/**
 * Issue 24's open lab, the surveys' management (admin, /api/surveys): list, create, edit, delete, close,
 * results per question and their CSV. A survey's questions are a form of the form creator (JSON checked
 * by formSchema); once answered its form no longer changes.
 */

const FIELDS: FieldFixture[][] = [
  [
    {
      name: 'color',
      text: 'Color preferido',
      type: 'singleChoice',
      required: true,
      values: ['Rojo', 'Azul', 'Verde'],
    },
    { name: 'extras', text: 'Extras', type: 'multipleChoice', values: ['A', 'B', 'C'] },
    {
      name: 'why',
      text: '¿Por qué?',
      type: 'longText',
      required: true,
      showIf: { field: 'color', equals: 'Rojo' },
    },
  ],
  [
    { name: 'nota', text: 'Nota del 1 al 5', type: 'rating5' },
    { name: 'ok', text: '¿Volverías?', type: 'yesNo' },
    { name: 'edad', text: 'Edad', type: 'number' },
  ],
];
const body = (extra: Record<string, unknown> = {}) => ({
  title: `Encuesta ${uid()}`,
  description: 'Para probar',
  recipientRoles: ['USER'],
  form: formOf(FIELDS),
  ...extra,
});
const admin = async () => ({ token: await adminToken() });
const answer = async (id: number, answers: Record<string, unknown>) => {
  const viewer = await quickUser();
  const res = await call('POST', `/api/me/surveys/${id}/response`, {
    token: viewer.token,
    body: { answers },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return viewer.user;
};

beforeAll(() => switchModules({ openlab: true }));
afterAll(() => switchModules({ openlab: true }));

describe('/api/surveys: params and permissions', () => {
  it('is for administrators: 401 signed out, 403 for a viewer or an organizer', async () => {
    const { survey } = await createSurvey([[{ type: 'shortText' }]], { status: 'draft' });
    const viewer = await quickUser();
    const organizer = await quickUser('PRODUCER');
    expectError(await call('GET', '/api/surveys'), 401, 'AUTH_REQUIRED');
    for (const { token } of [viewer, organizer]) {
      expectError(await call('GET', '/api/surveys', { token }), 403, 'FORBIDDEN');
      expectError(await call('POST', '/api/surveys', { token, body: body() }), 403, 'FORBIDDEN');
      expectError(await call('GET', `/api/surveys/${survey.id}/results`, { token }), 403, 'FORBIDDEN');
      expectError(await call('GET', `/api/surveys/${survey.id}/results.csv`, { token }), 403, 'FORBIDDEN');
      expectError(await call('DELETE', `/api/surveys/${survey.id}`, { token }), 403, 'FORBIDDEN');
    }
    expect(await Survey.findByPk(survey.id)).not.toBeNull();
  });

  it('answers 404 for every surveys route while the open lab is off', async () => {
    const { survey } = await createSurvey([[{ type: 'shortText' }]]);
    const { token } = await admin();
    const viewer = await quickUser();
    await switchModules({ openlab: false });
    try {
      expectError(await call('GET', '/api/surveys', { token }), 404, 'SERVER_ERROR_NOT_FOUND');
      expectError(await call('POST', '/api/surveys', { token, body: body() }), 404, 'SERVER_ERROR_NOT_FOUND');
      expectError(
        await call('GET', `/api/surveys/${survey.id}/results`, { token }),
        404,
        'SERVER_ERROR_NOT_FOUND',
      );
      expectError(
        await call('POST', `/api/surveys/${survey.id}/close`, { token }),
        404,
        'SERVER_ERROR_NOT_FOUND',
      );
      expectError(
        await call('GET', '/api/me/surveys', { token: viewer.token }),
        404,
        'SERVER_ERROR_NOT_FOUND',
      );
      expectError(
        await call('POST', `/api/me/surveys/${survey.id}/response`, {
          token: viewer.token,
          body: { answers: { q1: 'x' } },
        }),
        404,
        'SERVER_ERROR_NOT_FOUND',
      );
    } finally {
      await switchModules({ openlab: true });
    }
    expect((await Survey.findByPk(survey.id))?.status).toBe('published');
    expect(await SurveyResponse.count({ where: { surveyId: survey.id } })).toBe(0);
  });

  it('refuses a survey without questions, a "show if" to a later question, bad roles, in the user language', async () => {
    const { token } = await admin();
    const before = await Survey.count();
    const empty = await call('POST', '/api/surveys', {
      token,
      body: body({ form: { sections: [{ title: 'Vacía', fields: [] }] } }),
      lang: 'en',
    });
    expectError(empty, 422, 'VALIDATION_ERROR', 'form.sections');
    expect(empty.body.error.fields[0].message).toBe('add at least one question');
    const later = formOf([
      [
        { name: 'first', type: 'shortText', showIf: { field: 'second', equals: 'x' } },
        { name: 'second', type: 'shortText' },
      ],
    ]);
    const es = await call('POST', '/api/surveys', { token, body: body({ form: later }), lang: 'es' });
    expectError(es, 422, 'VALIDATION_ERROR', 'form.sections.0.fields.0.showIf.field');
    expect(es.body.error.fields[0].message).toMatch(/anterior/);
    const duplicate = formOf([
      [
        { name: 'a', type: 'shortText' },
        { name: 'a', type: 'number' },
      ],
    ]);
    expectError(
      await call('POST', '/api/surveys', { token, body: body({ form: duplicate }) }),
      422,
      'VALIDATION_ERROR',
      'form.sections.0.fields.1.name',
    );
    const oneOption = formOf([[{ type: 'singleChoice', values: ['Solo'] }]]);
    expectError(
      await call('POST', '/api/surveys', { token, body: body({ form: oneOption }) }),
      422,
      'VALIDATION_ERROR',
      'form.sections.0.fields.0.values',
    );
    for (const [extra, field] of [
      [{ recipientRoles: [] }, 'recipientRoles'],
      [{ recipientRoles: ['GUEST'] }, 'recipientRoles.0'],
      [{ title: '  ' }, 'title'],
    ] as const)
      expectError(
        await call('POST', '/api/surveys', { token, body: body(extra) }),
        422,
        'VALIDATION_ERROR',
        field,
      );
    expect(await Survey.count()).toBe(before);
  });
});

describe('/api/surveys: behaviour', () => {
  it('creates a draft, lists it (sorted, filtered by status and title), reads and edits it', async () => {
    const { token } = await admin();
    const title = `Temporada ${uid()}`;
    const created = await call('POST', '/api/surveys', {
      token,
      body: body({ title, recipientRoles: ['USER', 'PRODUCER'] }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      title,
      status: 'draft',
      recipientRoles: ['USER', 'PRODUCER'],
      sentAt: null,
      closedAt: null,
      responseCount: 0,
      description: 'Para probar',
    });
    expect(created.body.form).toEqual(formOf(FIELDS));
    const id = created.body.id as number;

    const drafts = await list(
      '/api/surveys',
      { filter: { status: 'draft', q: title }, range: [0, 9] },
      { token },
    );
    expect(drafts.status).toBe(200);
    expect(drafts.headers.get('content-range')).toBe('surveys 0-0/1');
    expect(drafts.body.map((s: { id: number }) => s.id)).toEqual([id]);
    expect(drafts.body[0]).not.toHaveProperty('form');
    const published = await list('/api/surveys', { filter: { status: 'published', q: title } }, { token });
    expect(published.body).toEqual([]);
    const sorted = await list('/api/surveys', { sort: ['responseCount', 'DESC'], range: [0, 4] }, { token });
    expect(sorted.status).toBe(200);

    const form = formOf([[{ name: 'solo', type: 'yesNo', required: true }]]);
    const edited = await call('PUT', `/api/surveys/${id}`, {
      token,
      body: body({ title: 'Otra', description: null, form }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Otra', description: null, recipientRoles: ['USER'], form });
    expect((await call('GET', `/api/surveys/${id}`, { token })).body.form).toEqual(form);
    expectError(await call('GET', '/api/surveys/2000000000', { token }), 404, 'NOT_FOUND');
  });

  it('once answered, keeps its form and cannot be deleted; title and recipients still change', async () => {
    const { token } = await admin();
    const created = await call('POST', '/api/surveys', { token, body: body() });
    const id = created.body.id as number;
    expect((await call('POST', `/api/surveys/${id}/send`, { token })).status).toBe(200);
    await answer(id, { color: 'Azul' });

    const changed = formOf([[{ name: 'otra', type: 'shortText' }]]);
    const refused = await call('PUT', `/api/surveys/${id}`, {
      token,
      body: body({ form: changed }),
      lang: 'es',
    });
    expectError(refused, 409, 'SURVEY_HAS_RESPONSES');
    expect(refused.body.error.message).toMatch(/^Esta encuesta ya tiene respuestas/);
    expect((await Survey.findByPk(id))?.form).toEqual(formOf(FIELDS));
    // The same form (the console sends it back whole) with a new title and roles is fine.
    const retitled = await call('PUT', `/api/surveys/${id}`, {
      token,
      body: body({ title: 'Nuevo título', recipientRoles: ['PRODUCER'] }),
    });
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
    expect(retitled.body).toMatchObject({
      title: 'Nuevo título',
      recipientRoles: ['PRODUCER'],
      responseCount: 1,
    });
    expectError(
      await call('DELETE', `/api/surveys/${id}`, { token, lang: 'en' }),
      409,
      'SURVEY_HAS_RESPONSES',
    );
    expect(await Survey.findByPk(id)).not.toBeNull();

    // A draft nobody answered goes.
    const other = await call('POST', '/api/surveys', { token, body: body() });
    const gone = await call('DELETE', `/api/surveys/${other.body.id}`, { token });
    expect(gone.status).toBe(200);
    expect(await Survey.findByPk(other.body.id)).toBeNull();
  });

  it('closes a sent survey (no more answers); a draft cannot be closed', async () => {
    const { token } = await admin();
    const draft = await call('POST', '/api/surveys', { token, body: body() });
    const id = draft.body.id as number;
    const early = await call('POST', `/api/surveys/${id}/close`, { token, lang: 'en' });
    expectError(early, 409, 'SURVEY_NOT_SENT');
    expect(early.body.error.message).toBe('This survey has not been sent yet: there is nothing to close');
    const sent = await call('POST', `/api/surveys/${id}/send`, { token });
    expect(sent.status).toBe(200);
    const closed = await call('POST', `/api/surveys/${id}/close`, { token });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', sentAt: sent.body.sentAt });
    expect(Date.parse(closed.body.closedAt)).toBeGreaterThanOrEqual(Date.parse(sent.body.sentAt));
    const viewer = await quickUser();
    expectError(
      await call('POST', `/api/me/surveys/${id}/response`, {
        token: viewer.token,
        body: { answers: { color: 'Rojo' } },
      }),
      409,
      'SURVEY_CLOSED',
    );
    const again = await call('POST', `/api/surveys/${id}/close`, { token });
    expect(again.body.closedAt).toBe(closed.body.closedAt);
  });

  it('counts the answers per question: every option and mark (zeros too), yes/no, averages, free texts newest first', async () => {
    const { token } = await admin();
    const { survey } = await createSurvey(FIELDS);
    await answer(survey.id, {
      color: 'Rojo',
      extras: ['A', 'B'],
      why: 'Me gusta',
      nota: 5,
      ok: true,
      edad: 30,
    });
    await answer(survey.id, { color: 'Azul', extras: ['A'], nota: 3, ok: false, edad: 40 });
    await answer(survey.id, { color: 'Rojo', why: '=HYPERLINK("http://evil.example")', ok: true });

    const res = await call('GET', `/api/surveys/${survey.id}/results`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: survey.id, responseCount: 3 });
    const byName = Object.fromEntries(res.body.fields.map((f: { name: string }) => [f.name, f]));
    expect(byName.color).toMatchObject({
      type: 'singleChoice',
      text: 'Color preferido',
      section: 'Sección 1',
      answered: 3,
      counts: [
        { value: 'Rojo', count: 2 },
        { value: 'Azul', count: 1 },
        { value: 'Verde', count: 0 },
      ],
      average: null,
      texts: [],
    });
    expect(byName.extras.counts).toEqual([
      { value: 'A', count: 2 },
      { value: 'B', count: 1 },
      { value: 'C', count: 0 },
    ]);
    expect(byName.extras.answered).toBe(2);
    expect(byName.nota.counts).toEqual(
      [1, 2, 3, 4, 5].map((v) => ({ value: v, count: v === 3 || v === 5 ? 1 : 0 })),
    );
    expect(byName.nota.average).toBe(4);
    expect(byName.ok.counts).toEqual([
      { value: true, count: 2 },
      { value: false, count: 1 },
    ]);
    expect(byName.edad).toMatchObject({ answered: 2, average: 35 });
    expect(byName.why.counts).toEqual([]);
    expect(byName.why.texts.map((t: { value: string }) => t.value)).toEqual([
      '=HYPERLINK("http://evil.example")',
      'Me gusta',
    ]);
    // Each text carries its response's id: the row's key in the console, one per response.
    const ids = byName.why.texts.map((t: { response: number }) => t.response);
    expect(ids.every(Number.isInteger)).toBe(true);
    expect(new Set(ids).size).toBe(2);
  });

  it('downloads the responses as CSV: a row each, a column per question, formulas defused', async () => {
    const { token } = await admin();
    const { survey } = await createSurvey(FIELDS);
    const first = await answer(survey.id, {
      color: 'Rojo',
      extras: ['A', 'B'],
      why: '=1+1',
      ok: true,
      edad: 30,
    });
    const res = await call('GET', `/api/surveys/${survey.id}/results.csv`, { token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(`survey-${survey.id}.csv`);
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Submitted at,User id,Color preferido,Extras,¿Por qué?,Nota del 1 al 5,¿Volverías?,Edad',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-[^,]+,${first.id},Rojo,"A; B",'=1\\+1,,Yes,30$`));
    const es = await call('GET', `/api/surveys/${survey.id}/results.csv`, { token, lang: 'es' });
    expect((es.body as string).split('\r\n')[1]).toContain(',Sí,');
  });

  it('refuses an answer missing a required "show if" field, saving nothing; the list counts responses', async () => {
    const { token } = await admin();
    const { survey } = await createSurvey(FIELDS);
    const viewer = await quickUser();
    const missing = await call('POST', `/api/me/surveys/${survey.id}/response`, {
      token: viewer.token,
      body: { answers: { color: 'Rojo', ok: true } },
      lang: 'en',
    });
    expectError(missing, 422, 'VALIDATION_ERROR');
    expect(errorFields(missing)).toEqual(['answers.why']);
    expect(missing.body.error.fields[0].message).toBe('required field');
    expect(await SurveyResponse.count({ where: { surveyId: survey.id } })).toBe(0);
    await answer(survey.id, { color: 'Verde' });
    const rows = await list('/api/surveys', { filter: { id: [survey.id] } }, { token });
    expect(rows.body[0]).toMatchObject({ id: survey.id, responseCount: 1, status: 'published' });
  });
});
