import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { cognitionRunSchema } from '../../api/src/shared/cognition.ts';
import { connectionOf } from '../../models/columns.ts';
import { ChatMessage, Product, SurveyResponse } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';
import { adminToken, putSetting, switchModules } from './helpers/settings.ts';
import { createSurvey } from './helpers/surveys.ts';

/**
 * Cognition (issue 24): an organizer asks for an analysis of their product; a job detects each text's
 * language against the declared one, flags mismatches, finds keywords, readability and the viewers'
 * sentiment. Optionally a language model does part of it: here a stand-in HTTP server in this file that
 * speaks the OpenAI chat-completions JSON (no test reaches the internet).
 */
const sql = () => connectionOf(Product);
const analysed = () => drainQueue(sql(), 'cognition.analyse');
const runsOf = (targetId: number) =>
  sql().query<{ status: string }>(
    `SELECT status FROM cognition_runs WHERE target_type = 'product' AND target_id = $1`,
    { bind: [targetId], type: QueryTypes.SELECT },
  );

const SPANISH_DESCRIPTION =
  '<p>En este taller aprenderás a cocinar una paella valenciana tradicional paso a paso. ' +
  'Veremos cómo elegir el arroz, cómo preparar el sofrito y cuánto tiempo dejar el caldo. ' +
  'La paella es el plato más famoso de la cocina valenciana y cada familia tiene su receta.</p>' +
  '<p>Al final del taller sabrás preparar una paella para toda tu familia.</p>';

async function spanishProductWithEnglishTitle() {
  const owner = await producerWithChannel();
  const product = await createProduct(owner.channel, {
    title: 'Learn to cook the best traditional paella at home with our chefs',
    description: SPANISH_DESCRIPTION,
    language: 'es',
    translations: {
      en: {
        title: 'Learn to cook the best traditional paella at home with our chefs',
        description:
          'In this workshop you will learn to cook a traditional Valencian paella step by step. ' +
          'We will see how to choose the rice and how long to leave the broth.',
      },
    },
  });
  return { owner, product };
}

async function say(productId: number, texts: string[]) {
  const viewer = await quickUser();
  for (const text of texts) await ChatMessage.create({ productId, userId: viewer.user.id, text });
}

beforeAll(() => switchModules({ cognition: true }));
afterAll(async () => {
  await putSetting('/api/cognition/config', { enabled: false, endpoint: '', model: '', apiKey: null });
  await switchModules({ cognition: false });
});

describe('the module switch', () => {
  it('answers 404 on every route while cognition is off, and works when on', async () => {
    const { owner, product } = await spanishProductWithEnglishTitle();
    await switchModules({ cognition: false });
    try {
      const post = await call('POST', '/api/cognition/runs', {
        token: owner.token,
        body: { targetType: 'product', targetId: product.id },
      });
      expect(post.status).toBe(404);
      expect((await call('GET', '/api/cognition/runs', { token: owner.token })).status).toBe(404);
      expect((await call('GET', '/api/cognition/config', { token: await adminToken() })).status).toBe(404);
      expect(await runsOf(product.id)).toHaveLength(0);
    } finally {
      await switchModules({ cognition: true });
    }
    expect((await call('GET', '/api/cognition/runs', { token: owner.token })).status).toBe(200);
  });
});

describe('a local run over my product', () => {
  it('detects the languages, flags the English title declared Spanish, finds keywords, readability and sentiment', async () => {
    const { owner, product } = await spanishProductWithEnglishTitle();
    await say(product.id, [
      'Me encantó el taller, excelente explicación y muy buena la paella.',
      'Excelente, el mejor curso de cocina que he visto.',
      'El sonido era malo y la imagen horrible.',
      'I loved it, great workshop and a wonderful teacher!',
    ]);
    const post = await call('POST', '/api/cognition/runs', {
      token: owner.token,
      body: { targetType: 'product', targetId: product.id },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(202);
    expect(post.body).toMatchObject({ status: 'queued', analyser: 'local', targetTitle: product.title });

    // Nothing is analysed in the request: the job does it.
    const queued = await call('GET', `/api/cognition/runs/${post.body.id}`, { token: owner.token });
    expect(queued.body.result).toBeNull();
    expect(await analysed()).toBe(1);

    const run = await call('GET', `/api/cognition/runs/${post.body.id}`, { token: owner.token });
    expect(run.status).toBe(200);
    expect(run.body.status).toBe('done');
    // The answer is what /api/docs says, every object closed.
    expect(() => cognitionRunSchema.parse(run.body)).not.toThrow();
    const result = run.body.result;
    expect(result.analyser.kind).toBe('local');
    expect(result.analyser.libraries.join(' ')).toMatch(/franc-min .*natural .*stopword/);
    expect(result.declaredLanguage).toBe('es');

    const es = result.languages.find((l: { lang: string }) => l.lang === 'es');
    const title = es.fields.find((f: { field: string }) => f.field === 'title');
    expect(title).toMatchObject({ declared: 'es', detected: 'en', by: 'local' });
    const description = es.fields.find((f: { field: string }) => f.field === 'description');
    expect(description.detected).toBe('es');
    expect(description.excerpt).not.toMatch(/<p>/);
    expect(result.flags).toContainEqual(
      expect.objectContaining({ kind: 'mismatch', field: 'title', declared: 'es', detected: 'en' }),
    );
    // The English title is the Spanish one untouched: not translated.
    expect(result.flags).toContainEqual(
      expect.objectContaining({ kind: 'untranslated', field: 'title', declared: 'en' }),
    );
    expect(es.keywords[0].term).toBe('paella');
    expect(es.readability).toMatchObject({ formula: expect.stringMatching(/Szigriszt/) });
    expect(es.readability.score).toBeGreaterThan(30);
    expect(es.readability.score).toBeLessThan(100);
    const en = result.languages.find((l: { lang: string }) => l.lang === 'en');
    expect(en.readability?.formula ?? 'Flesch reading ease').toMatch(/Flesch/);

    expect(result.viewers.sources).toEqual({ chat: 4, ratings: 0, surveys: 0 });
    const esVoices = result.viewers.byLanguage.find((v: { lang: string }) => v.lang === 'es');
    expect(esVoices.count).toBe(3);
    expect(esVoices.sentiment.positive).toBeCloseTo(0.67, 2);
    expect(esVoices.sentiment.negative).toBeCloseTo(0.33, 2);
    expect(esVoices.summary.length).toBeGreaterThan(0);
    expect(result.viewers.byLanguage.find((v: { lang: string }) => v.lang === 'en')).toMatchObject({
      count: 1,
      sentiment: { positive: 1, neutral: 0, negative: 0 },
    });

    const list = await call('GET', '/api/cognition/runs', { token: owner.token });
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([post.body.id]);
    // Another organizer does not see it.
    const other = await producerWithChannel();
    expect((await call('GET', '/api/cognition/runs', { token: other.token })).body).toEqual([]);
    expectError(
      await call('GET', `/api/cognition/runs/${post.body.id}`, { token: other.token }),
      404,
      'NOT_FOUND',
    );
  });

  it("refuses another organizer's product with 404 and saves nothing", async () => {
    const { product } = await spanishProductWithEnglishTitle();
    const intruder = await producerWithChannel();
    const res = await call('POST', '/api/cognition/runs', {
      token: intruder.token,
      body: { targetType: 'product', targetId: product.id },
    });
    expectError(res, 404, 'NOT_FOUND');
    expect(await runsOf(product.id)).toHaveLength(0);
    expectError(
      await call('POST', '/api/cognition/runs', {
        token: intruder.token,
        body: { targetType: 'channel', targetId: product.channelId },
      }),
      404,
      'NOT_FOUND',
    );
    // A viewer is no organizer.
    const viewer = await quickUser();
    expect(
      (
        await call('POST', '/api/cognition/runs', {
          token: viewer.token,
          body: { targetType: 'product', targetId: product.id },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a target type it does not know with 422', async () => {
    const { owner, product } = await spanishProductWithEnglishTitle();
    const res = await call('POST', '/api/cognition/runs', {
      token: owner.token,
      body: { targetType: 'lesson', targetId: product.id },
    });
    expect(res.status).toBe(422);
  });

  it('keeps one run per target at a time: of 10 requests at once, one is queued and 9 answer 409', async () => {
    const { owner, product } = await spanishProductWithEnglishTitle();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/cognition/runs', {
          token: owner.token,
          body: { targetType: 'product', targetId: product.id },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0].body.error.code).toBe('COGNITION_RUN_ACTIVE');
    expect(await runsOf(product.id)).toHaveLength(1);
    // Once done, another may be asked.
    await analysed();
    const again = await call('POST', '/api/cognition/runs', {
      token: owner.token,
      body: { targetType: 'product', targetId: product.id },
    });
    expect(again.status).toBe(202);
    await analysed();
  });

  it('analyses a channel of mine (its texts and its products)', async () => {
    const { owner, product } = await spanishProductWithEnglishTitle();
    const res = await call('POST', '/api/cognition/runs', {
      token: owner.token,
      body: { targetType: 'channel', targetId: owner.channel.id },
    });
    expect(res.status).toBe(202);
    await analysed();
    const run = await call('GET', `/api/cognition/runs/${res.body.id}`, { token: owner.token });
    expect(run.body.status).toBe('done');
    const fields = run.body.result.languages.flatMap((l: { fields: { field: string }[] }) =>
      l.fields.map((f) => f.field),
    );
    expect(fields).toContain(`“${product.title.slice(0, 60)}” title`);
  });
});

describe('a run over a survey’s free-text answers (administrators only)', () => {
  async function answeredSurvey() {
    const { survey } = await createSurvey([
      [
        { name: 'nota', type: 'rating5', text: 'Nota' },
        { name: 'opinion', type: 'longText', text: '¿Qué te pareció el festival?' },
        { name: 'email', type: 'email', text: 'Tu correo' },
      ],
    ]);
    const answers: Record<string, string | number>[] = [
      {
        nota: 5,
        opinion: 'Excelente festival, me encantó la obra y el teatro estaba precioso.',
        email: 'ana@example.com',
      },
      { nota: 5, opinion: 'Muy buena organización, excelente sonido y una obra maravillosa.' },
      { nota: 1, opinion: 'El sonido era horrible y la entrada fue un desastre.' },
      { nota: 3 },
    ];
    for (const a of answers) {
      const viewer = await quickUser();
      await SurveyResponse.create({ surveyId: survey.id, userId: viewer.user.id, answers: a });
    }
    return survey;
  }

  it('summarises what the respondents wrote: sentiment, summary and keywords, in the job', async () => {
    const survey = await answeredSurvey();
    const token = await adminToken();
    const targets = await call('GET', '/api/cognition/targets', { token });
    expect(targets.body).toContainEqual({ targetType: 'survey', targetId: survey.id, title: survey.title });
    const post = await call('POST', '/api/cognition/runs', {
      token,
      body: { targetType: 'survey', targetId: survey.id },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(202);
    expect(post.body).toMatchObject({ targetType: 'survey', targetTitle: survey.title, channelId: null });
    expect(await analysed()).toBe(1);

    const run = await call('GET', `/api/cognition/runs/${post.body.id}`, { token });
    expect(run.body.status, JSON.stringify(run.body)).toBe('done');
    expect(() => cognitionRunSchema.parse(run.body)).not.toThrow();
    const result = run.body.result;
    // Only the free texts: not the ratings, nor the e-mail someone gave.
    expect(result.viewers.sources).toEqual({ chat: 0, ratings: 0, surveys: 3 });
    expect(result.languages).toEqual([]);
    expect(JSON.stringify(result)).not.toContain('ana@example.com');
    const es = result.viewers.byLanguage.find((v: { lang: string }) => v.lang === 'es');
    expect(es.count).toBe(3);
    expect(es.sentiment.positive).toBeCloseTo(0.67, 2);
    expect(es.sentiment.negative).toBeCloseTo(0.33, 2);
    expect(es.summary.length).toBeGreaterThan(0);
    for (const line of es.summary) expect(line).toMatch(/festival|organización|sonido/);
    expect(es.keywords.map((k: { term: string }) => k.term)).toEqual(
      expect.arrayContaining(['excelente', 'sonido']),
    );
    // The admins' list has it; no organizer's does.
    const list = await call(
      'GET',
      `/api/cognition/runs?filter=${encodeURIComponent(JSON.stringify({ targetType: 'survey' }))}`,
      { token },
    );
    expect(list.body.map((r: { id: number }) => r.id)).toContain(post.body.id);
    const organizer = await producerWithChannel();
    expect((await call('GET', '/api/cognition/runs', { token: organizer.token })).body).toEqual([]);
    expectError(
      await call('GET', `/api/cognition/runs/${post.body.id}`, { token: organizer.token }),
      404,
      'NOT_FOUND',
    );
  });

  it('is not found for an organizer, nor for a survey that does not exist; bad input is refused', async () => {
    const survey = await answeredSurvey();
    const organizer = await producerWithChannel();
    expectError(
      await call('POST', '/api/cognition/runs', {
        token: organizer.token,
        body: { targetType: 'survey', targetId: survey.id },
      }),
      404,
      'NOT_FOUND',
    );
    const targets = await call('GET', '/api/cognition/targets', { token: organizer.token });
    expect(targets.body.some((t: { targetType: string }) => t.targetType === 'survey')).toBe(false);
    const token = await adminToken();
    expectError(
      await call('POST', '/api/cognition/runs', {
        token,
        body: { targetType: 'survey', targetId: 2_000_000_000 },
      }),
      404,
      'NOT_FOUND',
    );
    for (const body of [
      { targetType: 'survey', targetId: 'abc' },
      { targetType: 'survey', targetId: -1 },
      { targetType: 'survey' },
      { targetType: 'survey', targetId: survey.id, extra: 1 },
    ]) {
      const res = await call('POST', '/api/cognition/runs', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const [{ count }] = await sql().query<{ count: number }>(
      `SELECT count(*)::int AS count FROM cognition_runs WHERE target_type = 'survey' AND target_id = $1`,
      { bind: [survey.id], type: QueryTypes.SELECT },
    );
    expect(count).toBe(0);
  });
});

interface StandinCall {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A stand-in for an OpenAI-compatible server, on a local port: answers chat completions as told. */
async function startStandin(answer: (call: StandinCall) => { status: number; body: unknown }) {
  const calls: StandinCall[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req));
    const c = { authorization: req.headers.authorization, body };
    calls.push(c);
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    const { status, body: out } = answer(c);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    host: `127.0.0.1:${port}`,
    calls,
    close: () => server.close(),
  };
}

describe('a run by a language model (a local stand-in)', () => {
  it('shows the prompt first, keeps the key write-only, and labels what the model produced', async () => {
    const standin = await startStandin(({ body }) => {
      const data = JSON.parse(body.messages[1].content) as { texts: { id: string }[] };
      return {
        status: 200,
        body: {
          id: 'chatcmpl-standin',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: JSON.stringify({
                  fields: data.texts.map((t) => ({ id: t.id, detected: 'en', mixed: null })),
                  viewers: [
                    {
                      lang: 'es',
                      positive: 0.5,
                      neutral: 0.25,
                      negative: 0.25,
                      summary: ['Les gustó la paella.'],
                    },
                  ],
                  overview: 'Un taller de paella bien valorado.',
                }),
              },
              finish_reason: 'stop',
            },
          ],
        },
      };
    });
    try {
      const admin = await adminToken();
      const { owner, product } = await spanishProductWithEnglishTitle();
      await say(product.id, ['Me encantó el taller de paella, excelente.']);

      // Enabling needs an endpoint and a model.
      expectError(
        await call('PUT', '/api/cognition/config', { token: admin, body: { enabled: true } }),
        422,
        'COGNITION_LLM_INCOMPLETE',
      );
      expect(
        (await call('PUT', '/api/cognition/config', { token: admin, body: { endpoint: 'ftp://x' } })).status,
      ).toBe(422);

      const saved = await call('PUT', '/api/cognition/config', {
        token: admin,
        body: { endpoint: standin.url, model: 'standin-model', apiKey: 'sk-standin-secret', enabled: false },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        enabled: false,
        endpoint: standin.url,
        model: 'standin-model',
        keySet: true,
        timeoutSeconds: 60,
      });
      const read = await call('GET', '/api/cognition/config', { token: admin });
      expect(JSON.stringify(read.body)).not.toContain('sk-standin-secret');
      expect(read.body.keySet).toBe(true);
      expect((await call('GET', '/api/cognition/config', { token: owner.token })).status).toBe(403);

      // The preview: exactly what would be sent, and nothing is sent.
      const preview = await call('GET', `/api/cognition/preview/product/${product.id}`, {
        token: admin,
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.url).toBe(`${standin.url}/chat/completions`);
      expect(preview.body.messages[1].content).toContain('Learn to cook the best traditional paella');
      expect(preview.body.data.viewerComments[0].comments).toContain(
        'Me encantó el taller de paella, excelente.',
      );
      expect(JSON.stringify(preview.body)).not.toContain('sk-standin-secret');
      expect(standin.calls).toHaveLength(0);

      // Keeping the key: a patch without it leaves it set.
      await putSetting('/api/cognition/config', { enabled: true });
      expect((await call('GET', '/api/cognition/config', { token: admin })).body.keySet).toBe(true);

      const post = await call('POST', '/api/cognition/runs', {
        token: owner.token,
        body: { targetType: 'product', targetId: product.id },
      });
      expect(post.body).toMatchObject({ analyser: 'llm', llmModel: 'standin-model', llmHost: standin.host });
      await analysed();
      expect(standin.calls).toHaveLength(1);
      expect(standin.calls[0].authorization).toBe('Bearer sk-standin-secret');
      expect(standin.calls[0].body.model).toBe('standin-model');
      expect(standin.calls[0].body.messages).toEqual(preview.body.messages);

      const run = await call('GET', `/api/cognition/runs/${post.body.id}`, { token: owner.token });
      expect(run.body.status).toBe('done');
      expect(() => cognitionRunSchema.parse(run.body)).not.toThrow();
      const result = run.body.result;
      expect(result.analyser).toMatchObject({ kind: 'llm', model: 'standin-model', host: standin.host });
      expect(result.overview).toBe('Un taller de paella bien valorado.');
      const title = result.languages[0].fields.find((f: { field: string }) => f.field === 'title');
      expect(title).toMatchObject({ detected: 'en', by: 'llm' });
      expect(result.viewers.byLanguage[0]).toMatchObject({
        lang: 'es',
        by: 'llm',
        sentiment: { positive: 0.5, neutral: 0.25, negative: 0.25 },
        summary: ['Les gustó la paella.'],
      });
      // Readability is a formula: still computed locally, and labelled so by its analyser's libraries.
      expect(result.languages[0].readability.formula).toMatch(/Szigriszt/);
      expect(JSON.stringify(run.body)).not.toContain('sk-standin-secret');
    } finally {
      standin.close();
      await putSetting('/api/cognition/config', { enabled: false });
    }
  });

  it('records a refusal of the model as a failed run with a readable reason (never a 500)', async () => {
    const standin = await startStandin(() => ({
      status: 401,
      body: { error: { message: 'Invalid API key' } },
    }));
    try {
      await putSetting('/api/cognition/config', {
        endpoint: standin.url,
        model: 'standin-model',
        enabled: true,
      });
      const { owner, product } = await spanishProductWithEnglishTitle();
      const post = await call('POST', '/api/cognition/runs', {
        token: owner.token,
        body: { targetType: 'product', targetId: product.id },
      });
      expect(post.status).toBe(202);
      await analysed();
      const run = await call('GET', `/api/cognition/runs/${post.body.id}`, {
        token: owner.token,
        lang: 'en',
      });
      expect(run.status).toBe(200);
      expect(run.body.status).toBe('failed');
      expect(run.body.result).toBeNull();
      expect(run.body.error).toBe(
        `The language model at ${standin.host} refused the request (HTTP 401): Invalid API key`,
      );
      const es = await call('GET', `/api/cognition/runs/${post.body.id}`, { token: owner.token, lang: 'es' });
      expect(es.body.error).toMatch(/^El modelo de lenguaje de/);
      // The target is free again.
      expect(await runsOf(product.id)).toEqual([{ status: 'failed' }]);
    } finally {
      standin.close();
      await putSetting('/api/cognition/config', { enabled: false });
    }
  });

  it('records an endpoint that does not answer as a failed run', async () => {
    const standin = await startStandin(() => ({ status: 200, body: {} }));
    const { url, host } = standin;
    standin.close();
    try {
      await putSetting('/api/cognition/config', { endpoint: url, model: 'standin-model', enabled: true });
      const { owner, product } = await spanishProductWithEnglishTitle();
      const post = await call('POST', '/api/cognition/runs', {
        token: owner.token,
        body: { targetType: 'product', targetId: product.id },
      });
      await analysed();
      const run = await call('GET', `/api/cognition/runs/${post.body.id}`, {
        token: owner.token,
        lang: 'en',
      });
      expect(run.body.status).toBe('failed');
      expect(run.body.error).toContain(`The language model at ${host} could not be reached`);
    } finally {
      await putSetting('/api/cognition/config', { enabled: false });
    }
  });
});
