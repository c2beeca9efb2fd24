import { QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Channel, Idea, Product, type User } from '../../../../models/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import { dbFailure } from '../../lib/db-errors.ts';
import type { ListParams } from '../../lib/rest.ts';
import { isAdmin } from '../../policy.ts';
import type { IdeaStatus } from '../../shared/openlab.ts';
import type { IdeaFilter, IdeaInput, IdeaModerationInput } from '../schemas/openlab.ts';

/**
 * Ideas of the open lab (issue 24). Signed-in users submit them (pending until an admin publishes them),
 * vote each published one once and comment it; admins publish, merge, reject (with a reason the author
 * reads) and mark them done, and rank them by votes. Who sees what:
 *  - published, done and merged ideas: everyone;
 *  - pending and rejected ones: their author and the admins; anyone else gets 404.
 * One vote per user and idea is the UNIQUE (idea_id, user_id) of idea_votes: two votes racing, one is
 * refused (IDEA_ALREADY_VOTED); ideas.votes moves in the vote's transaction, so it is always their count.
 */

const db = () => connectionOf(Idea);
const PUBLIC: IdeaStatus[] = ['published', 'done', 'merged'];

const SORT_COLUMNS: Record<string, string> = {
  votes: 'i.votes',
  createdAt: 'i.created_at',
  id: 'i.id',
  title: 'i.title',
};

interface IdeaRow {
  id: number;
  user_id: number | null;
  title: string;
  body: string | null;
  status: IdeaStatus;
  reason: string | null;
  merged_into: number | null;
  votes: number;
  comment_count: number;
  created_at: Date;
  moderated_at: Date | null;
  c_id: number | null;
  c_title: string | null;
  c_slug: string | null;
  p_id: number | null;
  p_title: string | null;
  p_slug: string | null;
  voted: boolean;
  author: string | null;
  total?: string;
}

const SELECT = `
  SELECT i.id, i.user_id, i.title, i.body, i.status, i.reason, i.merged_into, i.votes, i.comment_count,
         i.created_at, i.moderated_at,
         c.id AS c_id, c.title AS c_title, c.slug AS c_slug, p.id AS p_id, p.title AS p_title, p.slug AS p_slug,
         EXISTS (SELECT 1 FROM idea_votes v WHERE v.idea_id = i.id AND v.user_id = :userId) AS voted,
         nullif(btrim(concat_ws(' ', u.name, u.surname)), '') AS author
    FROM ideas i
    LEFT JOIN channels c ON c.id = i.channel_id
    LEFT JOIN products p ON p.id = i.product_id
    LEFT JOIN users u ON u.id = i.user_id`;

function toJson(r: IdeaRow, user: User | null) {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    status: r.status,
    reason: r.reason,
    mergedInto: r.merged_into,
    channel: r.c_id ? { id: r.c_id, title: r.c_title ?? '', slug: r.c_slug ?? '' } : null,
    product: r.p_id ? { id: r.p_id, title: r.p_title ?? '', slug: r.p_slug ?? '' } : null,
    votes: r.votes,
    commentCount: r.comment_count,
    voted: r.voted,
    mine: !!user && r.user_id === user.id,
    author: r.author,
    createdAt: r.created_at,
    moderatedAt: r.moderated_at,
  };
}

/** A page of ideas: `where` picks them (its replacements given), the list's sort ranks them. */
async function page(
  user: User | null,
  where: string,
  replacements: Record<string, unknown>,
  p: ListParams<IdeaFilter>,
) {
  const conditions = [where];
  if (p.filter.status) conditions.push('i.status = :status');
  if (p.filter.q) conditions.push(`i.title ILIKE :q`);
  const rows = await db().query<IdeaRow>(
    `${SELECT.replace('SELECT i.id', 'SELECT count(*) OVER () AS total, i.id')}
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${SORT_COLUMNS[p.sort.field] ?? 'i.votes'} ${p.sort.order}, i.created_at DESC, i.id DESC
      OFFSET :offset LIMIT :limit`,
    {
      replacements: {
        ...replacements,
        userId: user?.id ?? 0,
        status: p.filter.status ?? null,
        q: p.filter.q ? `%${p.filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null,
        offset: p.offset,
        limit: p.limit,
      },
      type: QueryTypes.SELECT,
    },
  );
  const total = rows.length ? Number(rows[0].total) : 0;
  return { rows: rows.map((r) => toJson(r, user)), count: total };
}

/** The public ranking: published (and done) ideas, most voted first unless asked otherwise. */
export function listPublicIdeas(user: User | null, p: ListParams<IdeaFilter>) {
  return page(user, `i.status IN ('published', 'done')`, {}, p);
}

/** The caller's own ideas, in every state (a pending one awaits review; a rejected one says why). */
export function listMyIdeas(user: User, p: ListParams<IdeaFilter>) {
  return page(user, 'i.user_id = :me', { me: user.id }, p);
}

/** Every idea, for the admins' moderation and ranking. */
export function listAllIdeas(user: User, p: ListParams<IdeaFilter>) {
  return page(user, 'TRUE', {}, p);
}

async function ideaRow(user: User | null, id: number, transaction?: Transaction) {
  const [row] = await db().query<IdeaRow>(`${SELECT} WHERE i.id = :id`, {
    replacements: { id, userId: user?.id ?? 0 },
    type: QueryTypes.SELECT,
    transaction,
  });
  return row ?? null;
}

/** The idea if the caller may see it (see the top of this file), else NOT_FOUND. */
async function visibleIdea(user: User | null, id: number) {
  const row = await ideaRow(user, id);
  const visible =
    row && (PUBLIC.includes(row.status) || isAdmin(user) || (!!user && row.user_id === user.id));
  if (!row || !visible) throw new AppError('NOT_FOUND');
  return row;
}

export async function ideaView(user: User | null, id: number) {
  const row = await visibleIdea(user, id);
  const comments = await db().query<{
    id: number;
    body: string;
    user_id: number | null;
    author: string | null;
    created_at: Date;
  }>(
    `SELECT k.id, k.body, k.user_id, k.created_at, nullif(btrim(concat_ws(' ', u.name, u.surname)), '') AS author
       FROM idea_comments k LEFT JOIN users u ON u.id = k.user_id
      WHERE k.idea_id = :id ORDER BY k.created_at, k.id`,
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  return {
    ...toJson(row, user),
    comments: comments.map((k) => ({
      id: k.id,
      body: k.body,
      author: k.author,
      mine: !!user && k.user_id === user.id,
      createdAt: k.created_at,
    })),
  };
}

/** A new idea, pending until an admin publishes it. A product given names its channel too. */
export async function submitIdea(user: User, body: IdeaInput) {
  let channelId = body.channelId ?? null;
  const productId = body.productId ?? null;
  if (productId !== null) {
    const product = await Product.findByPk(productId, { attributes: ['id', 'channelId'] });
    if (!product) throw fieldError('REFERENCE_NOT_FOUND', 'productId');
    if (channelId !== null && channelId !== product.channelId)
      throw fieldError('REFERENCE_NOT_FOUND', 'channelId');
    channelId = product.channelId;
  } else if (channelId !== null && !(await Channel.findByPk(channelId, { attributes: ['id'] }))) {
    throw fieldError('REFERENCE_NOT_FOUND', 'channelId');
  }
  const idea = await Idea.create({
    userId: user.id,
    title: body.title,
    body: body.body ?? null,
    channelId,
    productId,
  });
  return toJson((await ideaRow(user, idea.id)) as IdeaRow, user);
}

/** The idea must be visible (else 404) and published (else IDEA_NOT_OPEN) to be voted or commented. */
async function openIdea(user: User, id: number) {
  const row = await visibleIdea(user, id);
  if (row.status !== 'published') throw new AppError('IDEA_NOT_OPEN');
  return row;
}

/**
 * One vote: the vote row and the count in one transaction. The insert only happens while the idea is
 * published; a second vote of the same user, even a concurrent one, meets the unique key.
 */
export async function voteIdea(user: User, id: number) {
  const row = await openIdea(user, id);
  if (row.voted) throw new AppError('IDEA_ALREADY_VOTED');
  try {
    const votes = await db().transaction(async (transaction) => {
      const [inserted] = (await db().query(
        `INSERT INTO idea_votes (idea_id, user_id)
         SELECT id, :userId FROM ideas WHERE id = :id AND status = 'published' RETURNING idea_id`,
        { replacements: { id, userId: user.id }, transaction },
      )) as [unknown[], unknown];
      if (!inserted.length) throw new AppError('IDEA_NOT_OPEN');
      return addVotes(id, 1, transaction);
    });
    return { id, votes, voted: true };
  } catch (err) {
    const failure = dbFailure(err);
    if (failure?.code === '23505' && failure.constraint === 'idea_votes_once') {
      throw new AppError('IDEA_ALREADY_VOTED');
    }
    throw err;
  }
}

/** Takes the caller's vote back while the idea is still open (nothing to take back: the same answer). */
export async function unvoteIdea(user: User, id: number) {
  await openIdea(user, id);
  const votes = await db().transaction(async (transaction) => {
    const [deleted] = (await db().query(
      'DELETE FROM idea_votes WHERE idea_id = :id AND user_id = :userId RETURNING idea_id',
      { replacements: { id, userId: user.id }, transaction },
    )) as [unknown[], unknown];
    return addVotes(id, -deleted.length, transaction);
  });
  return { id, votes, voted: false };
}

/**
 * Moves the idea's vote count by the votes just written (in the caller's transaction). An increment, never
 * a recount: concurrent votes wait for each other's row lock and each adds to the latest count.
 */
async function addVotes(id: number, delta: number, transaction: Transaction): Promise<number> {
  const [rows] = (await db().query(
    'UPDATE ideas SET votes = votes + :delta, updated_at = now() WHERE id = :id RETURNING votes',
    { replacements: { id, delta }, transaction },
  )) as [{ votes: number }[], unknown];
  return rows[0]?.votes ?? 0;
}

export async function commentIdea(user: User, id: number, body: string) {
  await openIdea(user, id);
  const comment = await db().transaction(async (transaction) => {
    const [rows] = (await db().query(
      `INSERT INTO idea_comments (idea_id, user_id, body)
       SELECT id, :userId, :body FROM ideas WHERE id = :id AND status = 'published'
       RETURNING id, body, created_at`,
      { replacements: { id, userId: user.id, body }, transaction },
    )) as [{ id: number; body: string; created_at: Date }[], unknown];
    if (!rows.length) throw new AppError('IDEA_NOT_OPEN');
    await db().query('UPDATE ideas SET comment_count = comment_count + 1 WHERE id = :id', {
      replacements: { id },
      transaction,
    });
    return rows[0];
  });
  const [author] = await db().query<{ author: string | null }>(
    `SELECT nullif(btrim(concat_ws(' ', name, surname)), '') AS author FROM users WHERE id = :id`,
    { replacements: { id: user.id }, type: QueryTypes.SELECT },
  );
  return {
    id: comment.id,
    body: comment.body,
    author: author?.author ?? null,
    mine: true,
    createdAt: comment.created_at,
  };
}

/** An admin removes a comment (spam, abuse). */
export async function deleteIdeaComment(id: number, commentId: number) {
  await db().transaction(async (transaction) => {
    const [rows] = (await db().query(
      'DELETE FROM idea_comments WHERE id = :commentId AND idea_id = :id RETURNING id',
      { replacements: { id, commentId }, transaction },
    )) as [unknown[], unknown];
    if (!rows.length) throw new AppError('NOT_FOUND');
    await db().query('UPDATE ideas SET comment_count = comment_count - 1 WHERE id = :id', {
      replacements: { id },
      transaction,
    });
  });
}

/** Which states each action leaves from. */
const FROM: Record<IdeaModerationInput['action'], IdeaStatus[]> = {
  publish: ['pending', 'rejected'],
  reject: ['pending', 'published'],
  merge: ['pending', 'published'],
  done: ['published'],
};

/**
 * An admin's decision on an idea, in one transaction: publish; reject (a reason is required, the author
 * reads it); merge into another published idea (its voters' votes follow, each counted once); mark done.
 */
export async function moderateIdea(admin: User, id: number, body: IdeaModerationInput) {
  const reason = body.reason?.trim() || null;
  if (body.action === 'reject' && !reason) throw fieldError('IDEA_REASON_REQUIRED', 'reason');
  if (body.action === 'merge' && (!body.mergedInto || body.mergedInto === id)) {
    throw fieldError('IDEA_MERGE_TARGET_INVALID', 'mergedInto');
  }
  await db().transaction(async (transaction) => {
    const idea = await Idea.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!idea) throw new AppError('NOT_FOUND');
    if (!FROM[body.action].includes(idea.status)) {
      throw new AppError('IDEA_TRANSITION_INVALID', { from: idea.status });
    }
    const moderatedAt = new Date();
    switch (body.action) {
      case 'publish':
        await idea.update({ status: 'published', reason: null, moderatedAt }, { transaction });
        break;
      case 'reject':
        await idea.update({ status: 'rejected', reason, moderatedAt }, { transaction });
        break;
      case 'done':
        await idea.update({ status: 'done', reason, moderatedAt }, { transaction });
        break;
      case 'merge': {
        const target = await Idea.findByPk(body.mergedInto as number, {
          transaction,
          lock: transaction.LOCK.UPDATE,
        });
        if (target?.status !== 'published') throw fieldError('IDEA_MERGE_TARGET_INVALID', 'mergedInto');
        await idea.update({ status: 'merged', mergedInto: target.id, reason, moderatedAt }, { transaction });
        const [moved] = (await db().query(
          `INSERT INTO idea_votes (idea_id, user_id, created_at)
           SELECT :target, user_id, created_at FROM idea_votes WHERE idea_id = :id
           ON CONFLICT (idea_id, user_id) DO NOTHING RETURNING user_id`,
          { replacements: { id, target: target.id }, transaction },
        )) as [unknown[], unknown];
        await addVotes(target.id, moved.length, transaction);
        break;
      }
    }
  });
  return toJson((await ideaRow(admin, id)) as IdeaRow, admin);
}
