import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionOf } from '../../models/columns.ts';
import { Idea } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { list } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';
import { adminToken, switchModules } from './helpers/settings.ts';

// Ideas of the open lab (issue 24, module `ideas`): submit, publish, vote once, comment, moderate, rank.

const db = () => connectionOf(Idea);

async function submit(token: string, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/ideas', { token, body: { title: `Idea ${Math.random()}`, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; status: string; [k: string]: unknown };
}

async function moderate(id: number, body: Record<string, unknown>) {
  return call('POST', `/api/ideas/${id}/moderation`, { token: await adminToken(), body });
}

async function publishedIdea(token: string, body: Record<string, unknown> = {}) {
  const idea = await submit(token, body);
  const res = await moderate(idea.id, { action: 'publish' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return idea;
}

beforeAll(() => switchModules({ ideas: true }));
afterAll(() => switchModules({ ideas: false }));

describe('the ideas switch', () => {
  it('answers 404 on every route while ideas is off, and works again once on (no restart)', async () => {
    const { token } = await quickUser();
    const idea = await publishedIdea(token);
    await switchModules({ ideas: false });
    try {
      for (const [method, path] of [
        ['GET', '/api/ideas'],
        ['GET', `/api/ideas/${idea.id}`],
        ['POST', `/api/ideas/${idea.id}/vote`],
        ['GET', '/api/ideas/moderation'],
      ] as const) {
        expectError(await call(method, path, { token }), 404, 'SERVER_ERROR_NOT_FOUND');
      }
      expectError(
        await call('POST', '/api/ideas', { token, body: { title: 'Off' } }),
        404,
        'SERVER_ERROR_NOT_FOUND',
      );
    } finally {
      await switchModules({ ideas: true });
    }
    expect((await call('GET', `/api/ideas/${idea.id}`)).status).toBe(200);
  });
});

describe('submitting and moderating', () => {
  it('keeps a new idea pending: its author and the admins see it, others get 404 and it is not ranked', async () => {
    const author = await quickUser();
    const other = await quickUser();
    const idea = await submit(author.token, { title: '  Subtítulos en directo  ', body: 'Para todos' });
    expect(idea).toMatchObject({ title: 'Subtítulos en directo', status: 'pending', mine: true, votes: 0 });
    expect((await call('GET', `/api/ideas/${idea.id}`, { token: author.token })).status).toBe(200);
    expect((await call('GET', `/api/ideas/${idea.id}`, { token: await adminToken() })).status).toBe(200);
    expectError(await call('GET', `/api/ideas/${idea.id}`, { token: other.token }), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/ideas/${idea.id}`), 404, 'NOT_FOUND');
    const ranking = await list('/api/ideas', { range: [0, 499] });
    expect((ranking.body as { id: number }[]).map((i) => i.id)).not.toContain(idea.id);
    const mine = await list('/api/ideas/mine', {}, { token: author.token });
    expect((mine.body as { id: number }[]).map((i) => i.id)).toContain(idea.id);
    // Nobody votes or comments an idea not published yet.
    expectError(
      await call('POST', `/api/ideas/${idea.id}/vote`, { token: author.token }),
      409,
      'IDEA_NOT_OPEN',
    );
  });

  it('asks to sign in to submit and refuses bad input in the user’s language, saving nothing', async () => {
    expectError(await call('POST', '/api/ideas', { body: { title: 'x' } }), 401, 'AUTH_REQUIRED');
    const { token } = await quickUser();
    const before = await Idea.count();
    const res = await call('POST', '/api/ideas', { token, lang: 'es', body: { title: '   ' } });
    expectError(res, 422, 'VALIDATION_ERROR', 'title');
    expectError(
      await call('POST', '/api/ideas', { token, body: { title: 'ok', productId: 2_147_483_647 } }),
      422,
      'REFERENCE_NOT_FOUND',
      'productId',
    );
    expect(await Idea.count()).toBe(before);
  });

  it('links an idea to a product, and so to its channel', async () => {
    const owner = await producerWithChannel();
    const product = await createProduct(owner.channel);
    const { token } = await quickUser();
    const idea = await submit(token, { productId: product.id });
    expect(idea.product).toMatchObject({ id: product.id });
    expect(idea.channel).toMatchObject({ id: owner.channel.id });
  });

  it('lets only admins moderate: reject needs a reason the author then reads; done and merge follow the workflow', async () => {
    const author = await quickUser();
    const idea = await submit(author.token);
    expectError(
      await call('POST', `/api/ideas/${idea.id}/moderation`, {
        token: author.token,
        body: { action: 'publish' },
      }),
      403,
      'FORBIDDEN',
    );
    // A rejection without a reason is refused, in Spanish for a Spanish admin, and changes nothing.
    const noReason = await call('POST', `/api/ideas/${idea.id}/moderation`, {
      token: await adminToken(),
      lang: 'es',
      body: { action: 'reject', reason: '  ' },
    });
    expectError(noReason, 422, 'IDEA_REASON_REQUIRED', 'reason');
    expect(noReason.body.error.message).toMatch(/rechaza/);
    expect((await Idea.findByPk(idea.id))?.status).toBe('pending');
    const rejected = await moderate(idea.id, { action: 'reject', reason: 'Ya existe' });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Ya existe' });
    const seen = await call('GET', `/api/ideas/${idea.id}`, { token: author.token });
    expect(seen.body).toMatchObject({ status: 'rejected', reason: 'Ya existe' });
    // A rejected idea cannot be done; published again it can.
    expectError(await moderate(idea.id, { action: 'done' }), 409, 'IDEA_TRANSITION_INVALID');
    expect((await moderate(idea.id, { action: 'publish' })).body).toMatchObject({
      status: 'published',
      reason: null,
    });
    expect((await moderate(idea.id, { action: 'done' })).body).toMatchObject({ status: 'done' });
  });

  it('merges an idea into another published one: its voters’ votes follow, each counted once', async () => {
    const { token } = await quickUser();
    const target = await publishedIdea(token);
    const source = await publishedIdea(token);
    const [a, b, c] = [await quickUser(), await quickUser(), await quickUser()];
    for (const u of [a, b])
      expect((await call('POST', `/api/ideas/${source.id}/vote`, { token: u.token })).status).toBe(201);
    for (const u of [b, c])
      expect((await call('POST', `/api/ideas/${target.id}/vote`, { token: u.token })).status).toBe(201);
    expectError(
      await moderate(source.id, { action: 'merge' }),
      422,
      'IDEA_MERGE_TARGET_INVALID',
      'mergedInto',
    );
    expectError(
      await moderate(source.id, { action: 'merge', mergedInto: source.id }),
      422,
      'IDEA_MERGE_TARGET_INVALID',
      'mergedInto',
    );
    const merged = await moderate(source.id, { action: 'merge', mergedInto: target.id });
    expect(merged.body).toMatchObject({ status: 'merged', mergedInto: target.id });
    const after = await call('GET', `/api/ideas/${target.id}`, { token: a.token });
    expect(after.body).toMatchObject({ votes: 3, voted: true });
    // The merged idea takes no more votes.
    expectError(await call('POST', `/api/ideas/${source.id}/vote`, { token: c.token }), 409, 'IDEA_NOT_OPEN');
  });
});

describe('votes and comments', () => {
  it('counts one vote per user: a second vote is refused with a clear message; a vote can be taken back', async () => {
    const { token } = await quickUser();
    const idea = await publishedIdea(token);
    const voter = await quickUser();
    const first = await call('POST', `/api/ideas/${idea.id}/vote`, { token: voter.token });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: idea.id, votes: 1, voted: true });
    const again = await call('POST', `/api/ideas/${idea.id}/vote`, { token: voter.token, lang: 'pt' });
    expectError(again, 409, 'IDEA_ALREADY_VOTED');
    expect(again.body.error.message).toBe('Já votou nesta ideia');
    expectError(await call('POST', `/api/ideas/${idea.id}/vote`), 401, 'AUTH_REQUIRED');
    const back = await call('DELETE', `/api/ideas/${idea.id}/vote`, { token: voter.token });
    expect(back.body).toEqual({ id: idea.id, votes: 0, voted: false });
    expect((await call('POST', `/api/ideas/${idea.id}/vote`, { token: voter.token })).status).toBe(201);
  });

  it('holds one vote per user when 20 votes of the same user race (the unique key), and counts 20 users right', async () => {
    const { token } = await quickUser();
    const idea = await publishedIdea(token);
    const voter = await quickUser();
    const same = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/api/ideas/${idea.id}/vote`, { token: voter.token })),
    );
    expect(same.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of same.filter((x) => x.status !== 201)) expectError(r, 409, 'IDEA_ALREADY_VOTED');
    const voters = await Promise.all(Array.from({ length: 20 }, () => quickUser()));
    const many = await Promise.all(
      voters.map((v) => call('POST', `/api/ideas/${idea.id}/vote`, { token: v.token })),
    );
    expect(many.every((r) => r.status === 201)).toBe(true);
    const [row] = await db().query<{ votes: number; n: number }>(
      `SELECT i.votes, (SELECT count(*) FROM idea_votes v WHERE v.idea_id = i.id)::int AS n FROM ideas i WHERE i.id = :id`,
      { replacements: { id: idea.id }, type: QueryTypes.SELECT },
    );
    expect(row).toEqual({ votes: 21, n: 21 });
  });

  it('ranks published ideas by votes, and says which I voted', async () => {
    const { token } = await quickUser();
    const low = await publishedIdea(token);
    const high = await publishedIdea(token);
    const voters = await Promise.all(Array.from({ length: 3 }, () => quickUser()));
    for (const v of voters) await call('POST', `/api/ideas/${high.id}/vote`, { token: v.token });
    await call('POST', `/api/ideas/${low.id}/vote`, { token: voters[0].token });
    const res = await list('/api/ideas', { range: [0, 499] }, { token: voters[1].token });
    expect(res.status).toBe(200);
    const rows = res.body as { id: number; votes: number; voted: boolean }[];
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].votes).toBeGreaterThanOrEqual(rows[i].votes);
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(high.id)).toBeLessThan(ids.indexOf(low.id));
    expect(rows.find((r) => r.id === high.id)?.voted).toBe(true);
    expect(rows.find((r) => r.id === low.id)?.voted).toBe(false);
    const admin = await list(
      '/api/ideas/moderation',
      { filter: { status: 'published' }, range: [0, 9] },
      { token: await adminToken() },
    );
    expect(admin.status).toBe(200);
    expect((admin.body as { status: string }[]).every((r) => r.status === 'published')).toBe(true);
    expectError(await list('/api/ideas/moderation', {}, { token }), 403, 'FORBIDDEN');
  });

  it('takes comments on published ideas only; an admin removes one', async () => {
    const { token } = await quickUser();
    const idea = await publishedIdea(token);
    const commenter = await quickUser('USER', { name: 'Ana' });
    const res = await call('POST', `/api/ideas/${idea.id}/comments`, {
      token: commenter.token,
      body: { body: ' ¡Sí! ' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ body: '¡Sí!', author: 'Ana', mine: true });
    expectError(
      await call('POST', `/api/ideas/${idea.id}/comments`, { token, body: { body: '' } }),
      422,
      'VALIDATION_ERROR',
      'body',
    );
    const view = await call('GET', `/api/ideas/${idea.id}`);
    expect(view.body).toMatchObject({ commentCount: 1, comments: [{ body: '¡Sí!', mine: false }] });
    expect(
      (await call('DELETE', `/api/ideas/${idea.id}/comments/${res.body.id}`, { token: await adminToken() }))
        .status,
    ).toBe(204);
    expect((await call('GET', `/api/ideas/${idea.id}`)).body).toMatchObject({
      commentCount: 0,
      comments: [],
    });
    const pending = await submit(token);
    expectError(
      await call('POST', `/api/ideas/${pending.id}/comments`, { token, body: { body: 'x' } }),
      409,
      'IDEA_NOT_OPEN',
    );
  });
});
