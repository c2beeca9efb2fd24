import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Channel, Master, Product, type User } from '../../../../models/index.ts';
import { isProductPublic } from '../../catalogue/services/catalogue-access.ts';
import { canAccess } from '../../commerce/services/entitlements.ts';
import { AppError } from '../../errors.ts';
import type { LearnerJson, StudentsJson } from '../../shared/learning.ts';
import { courseById } from './learning.ts';

/**
 * Who takes a course or a master (the "students" tabs). Everyone who may see the page gets the count;
 * first names (never surnames nor emails) only go to the people inside: the course's own students, its
 * organizer and admins. A course's students are the holders of a ticket (not withdrawn) for it or for a
 * master that contains it; deleted accounts are left out.
 */

/** How many names a page lists (the count covers everyone). */
const MAX_NAMES = 48;

export async function courseStudents(user: User | null, courseId: number): Promise<StudentsJson> {
  const { course, product } = await courseById(courseId);
  return studentsOf(user, product, course.id, 'course');
}

export async function masterStudents(user: User | null, masterId: number): Promise<StudentsJson> {
  const master = await Master.findByPk(masterId);
  if (!master) throw new AppError('NOT_FOUND');
  const product = await Product.findByPk(master.productId, { include: [{ model: Channel, as: 'channel' }] });
  if (!product?.channel || product.type !== 'master') throw new AppError('NOT_FOUND');
  return studentsOf(user, product as Product & { channel: Channel }, master.id, 'master');
}

async function studentsOf(
  user: User | null,
  product: Product & { channel: Channel },
  rowId: number,
  type: 'course' | 'master',
): Promise<StudentsJson> {
  const access = await canAccess({
    userId: user?.id ?? null,
    productId: product.id,
    preload: { product, user: user ?? undefined },
  });
  if (!access.allowed && !isProductPublic(product, product.channel) && access.reason !== 'not_yet') {
    throw new AppError('NOT_FOUND');
  }
  // The course's own product and, for a course, every master that bundles it.
  const products =
    type === 'course'
      ? `SELECT :productId::integer AS id UNION
         SELECT m.product_id FROM master_courses mc JOIN masters m ON m.id = mc.master_id
          WHERE mc.course_id = :rowId`
      : 'SELECT :productId::integer AS id';
  const rows = await connectionOf(Product).query<{
    id: number;
    name: string | null;
    avatar: string | null;
    public_profile: boolean;
    total: string;
  }>(
    // The total counts every student; the page of names puts the named ones first, newest first.
    `SELECT u.id, u.name, u.avatar, u.public_profile, count(*) OVER () AS total
       FROM product_accesses pa JOIN users u ON u.id = pa.user_id
      WHERE pa.revoked_at IS NULL AND u.status <> 'deleted' AND pa.product_id IN (${products})
      GROUP BY u.id
      ORDER BY coalesce(btrim(u.name), '') = '', max(pa.granted_at) DESC, u.id DESC
      LIMIT ${MAX_NAMES}`,
    { replacements: { productId: product.id, rowId }, type: QueryTypes.SELECT },
  );
  const count = rows.length ? Number(rows[0].total) : 0;
  const inside = access.allowed || access.reason === 'not_yet';
  const students: LearnerJson[] | null = inside
    ? rows.filter((r) => r.name?.trim()).map((r) => learnerJson(r))
    : null;
  return { count, students };
}

/** A first name and avatar; the first word of the name only, so a full name typed there stays private. */
export function learnerJson(u: {
  id: number;
  name: string | null;
  avatar: string | null;
  public_profile?: boolean;
  publicProfile?: boolean;
}): LearnerJson {
  return {
    id: u.id,
    name: (u.name ?? '').trim().split(/\s+/)[0] ?? '',
    avatar: u.avatar,
    publicProfile: u.public_profile ?? u.publicProfile ?? false,
  };
}
