import { Op } from 'sequelize';
import { CoursePost, type CoursePostKind, User } from '../../../../models/index.ts';
import { canManageOwner } from '../../catalogue/services/catalogue-access.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { ListParams } from '../../lib/rest.ts';
import type { CoursePostFilter } from '../schemas/learning.ts';
import { learnerJson } from './learners.ts';
import { type CourseProduct, courseById, requireCourseAccess } from './learning.ts';

/**
 * Comments and questions of a course (its two tabs): read and written by the people inside it, its
 * students, its organizer and admins (the entitlement function decides). A post is a thread: replies
 * hang from a top-level post of the same kind, one level deep. Authors appear by first name only.
 * The author, the organizer or an admin may delete a post (its replies go with it).
 */

const AUTHOR_ATTRIBUTES = ['id', 'name', 'avatar', 'publicProfile'];

export async function listCoursePosts(user: User, courseId: number, p: ListParams<CoursePostFilter>) {
  const { course, product } = await courseById(courseId);
  await requireCourseAccess(user, product);
  const where = { courseId: course.id, parentId: null, ...(p.filter.kind ? { kind: p.filter.kind } : {}) };
  const { rows, count } = await CoursePost.findAndCountAll({
    where,
    include: [{ model: User, as: 'author', attributes: AUTHOR_ATTRIBUTES }],
    order: [
      [p.sort.field, p.sort.order],
      ['id', p.sort.order],
    ],
    offset: p.offset,
    limit: p.limit,
  });
  const replies = rows.length
    ? await CoursePost.findAll({
        where: { parentId: { [Op.in]: rows.map((r) => r.id) } },
        include: [{ model: User, as: 'author', attributes: AUTHOR_ATTRIBUTES }],
        order: [
          ['createdAt', 'ASC'],
          ['id', 'ASC'],
        ],
      })
    : [];
  const json = (post: CoursePost) => postJson(post, user, product);
  return {
    rows: rows.map((post) => ({
      ...json(post),
      replies: replies.filter((r) => r.parentId === post.id).map(json),
    })),
    count,
  };
}

export async function createCoursePost(
  user: User,
  courseId: number,
  body: { kind: CoursePostKind; text: string; parentId?: number },
) {
  const { course, product } = await courseById(courseId);
  await requireCourseAccess(user, product);
  if (body.parentId !== undefined) {
    // A reply answers a top-level post of the same course and kind.
    const parent = await CoursePost.findByPk(body.parentId);
    if (!parent || parent.courseId !== course.id || parent.parentId !== null || parent.kind !== body.kind) {
      throw fieldError('REFERENCE_NOT_FOUND', 'parentId');
    }
  }
  const post = await CoursePost.create({
    courseId: course.id,
    userId: user.id,
    kind: body.kind,
    text: body.text,
    parentId: body.parentId ?? null,
  });
  post.author = user;
  return postJson(post, user, product);
}

export async function deleteCoursePost(user: User, courseId: number, postId: number) {
  const { course, product } = await courseById(courseId);
  const post = await CoursePost.findByPk(postId);
  if (!post || post.courseId !== course.id || !mayDelete(post, user, product)) {
    throw new AppError('NOT_FOUND');
  }
  await post.destroy();
  return { id: post.id, courseId: course.id, kind: post.kind, parentId: post.parentId };
}

const mayDelete = (post: CoursePost, user: User, product: CourseProduct) =>
  post.userId === user.id || canManageOwner(user, product.channel.userId);

function postJson(post: CoursePost, user: User, product: CourseProduct) {
  return {
    id: post.id,
    courseId: post.courseId,
    kind: post.kind,
    text: post.text,
    parentId: post.parentId,
    author: post.author ? learnerJson(post.author) : null,
    byOrganizer: post.userId === product.channel.userId,
    deletable: mayDelete(post, user, product),
    createdAt: post.createdAt,
    replies: [],
  };
}
