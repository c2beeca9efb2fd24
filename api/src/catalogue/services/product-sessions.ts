import type { Transaction } from 'sequelize';
import { Channel, Product, ProductSession, type User } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { madridLocalToDate } from '../../lib/cet-time.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import type { SessionInput } from '../schemas/product.ts';
import { canManageOwner, isProductPublic, productFor } from './catalogue-access.ts';

/**
 * Session dates of (multi-date) products. Times arrive in Central European time (startsAtLocal) or as an
 * instant with offset (startsAt) and are stored in UTC. Once the product was published, saved sessions
 * are fixed (spec 4): only new ones can be added. The product row is locked while sessions change, so a
 * concurrent publication sees a consistent set (and the database trigger backs the rule).
 */

const sequelize = () => {
  if (!ProductSession.sequelize) throw new Error('models are not initialised');
  return ProductSession.sequelize;
};

function sessionValues(input: SessionInput) {
  const startsAt = input.startsAtLocal ? madridLocalToDate(input.startsAtLocal) : input.startsAt;
  return {
    ...(startsAt ? { startsAt } : {}),
    ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.translations !== undefined ? { translations: input.translations } : {}),
    ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
  };
}

/** Adds sessions to a product inside the caller's transaction (product creation). */
export async function addSessions(productId: number, inputs: SessionInput[], transaction: Transaction) {
  for (const input of inputs) {
    const values = sessionValues(input);
    if (!values.startsAt) continue; // the schema requires one on create
    await ProductSession.create({ productId, ...values, startsAt: values.startsAt }, { transaction });
  }
}

/** The sessions of a product: its manager sees them always, anyone else when the product is public. */
export async function listSessions(user: User | null, productId: number) {
  const product = await Product.findByPk(productId);
  if (!product) throw new AppError('NOT_FOUND');
  const channel = await Channel.findByPk(product.channelId);
  if (!channel) throw new AppError('NOT_FOUND');
  if (!canManageOwner(user, channel.userId) && !isProductPublic(product, channel)) {
    throw new AppError('NOT_FOUND');
  }
  return ProductSession.listByProduct(productId);
}

export async function createSession(user: User, productId: number, input: SessionInput) {
  return catalogueErrors('PRODUCT_SAVE_FAILED', () =>
    sequelize().transaction(async (transaction) => {
      await productFor(user, productId, { transaction, lock: true });
      const values = sessionValues(input);
      if (!values.startsAt) throw new AppError('NOT_FOUND');
      return ProductSession.create({ productId, ...values, startsAt: values.startsAt }, { transaction });
    }),
  );
}

async function lockedSession(user: User, productId: number, sessionId: number, transaction: Transaction) {
  const product = await productFor(user, productId, { transaction, lock: true });
  const session = await ProductSession.findOne({ where: { id: sessionId, productId }, transaction });
  if (!session) throw new AppError('NOT_FOUND');
  if (product.publishedAt) throw new AppError('SESSION_PUBLISHED_LOCKED');
  return session;
}

export async function updateSession(user: User, productId: number, sessionId: number, input: SessionInput) {
  return catalogueErrors('PRODUCT_SAVE_FAILED', () =>
    sequelize().transaction(async (transaction) => {
      const session = await lockedSession(user, productId, sessionId, transaction);
      return session.update(sessionValues(input), { transaction });
    }),
  );
}

export async function deleteSession(user: User, productId: number, sessionId: number) {
  return catalogueErrors('PRODUCT_SAVE_FAILED', () =>
    sequelize().transaction(async (transaction) => {
      const session = await lockedSession(user, productId, sessionId, transaction);
      await session.destroy({ transaction });
      return session;
    }),
  );
}
