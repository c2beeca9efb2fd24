import type { CreationAttributes, Transaction } from 'sequelize';
import { assignDefined, pickDefined } from '../../../../models/columns.ts';
import {
  Channel,
  Course,
  Datasheet,
  Master,
  Product,
  ProductSession,
  type User,
} from '../../../../models/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import { notify } from '../../realtime/notify.ts';
import {
  listPrice,
  offerPrice,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '../schemas/product.ts';
import { channelForField, isChannelPublic, productFor } from './catalogue-access.ts';
import {
  checkAdBanner,
  checkBundle,
  setCategories,
  setScheduleSections,
  setSpeakers,
} from './product-relations.ts';
import { addSessions } from './product-sessions.ts';
import { insertWithSlug } from './slugs.ts';

/**
 * Products of every type (spec 3) and the rules of spec 4: a product needs a channel of the producer;
 * publishing needs that channel approved by the team (published); once published, type and channel are
 * fixed, the status never returns to draft and the product cannot be deleted (the database triggers hold
 * these too: their errors map to the same codes); a published multi-date event has at least one session.
 */

const sequelize = () => {
  if (!Product.sequelize) throw new Error('models are not initialised');
  return Product.sequelize;
};

/** Runs fn in the caller's transaction, or in a new one. */
export function inTransaction<T>(transaction: Transaction | undefined, fn: (t: Transaction) => Promise<T>) {
  return transaction ? fn(transaction) : sequelize().transaction(fn);
}

/** Columns copied as given (the rest need rules: status, slug, channel, prices, relations). */
const PLAIN_FIELDS = [
  'type',
  'plan',
  'title',
  'description',
  'shortDescription',
  'priceNote',
  'language',
  'translations',
  'currency',
  'trailerUrl',
  'url',
  'sourceVideoUrl',
  'tags',
  'productionYear',
  'productionCountry',
  'director',
  'artists',
  'ageClass',
  'multiDate',
  'saleStartAt',
  'saleEndAt',
  'expirationHours',
  'expirationDate',
  'bundleProductIds',
  'metadata',
  'seoTitle',
  'seoDescription',
  'image',
  'secondaryImage',
  'adBannerId',
  'offerFrom',
  'offerUntil',
] as const;

const PRICE_FIELDS = ['netPrice', 'tax', 'totalPrice', 'offerNet', 'offerTax', 'offerTotal'] as const;

/**
 * Publishing (status published or private) needs the product's own channel approved by the team (spec 4:
 * content lives in a published channel). FOR SHARE keeps the channel as it is until we commit, so a
 * review sending it back waits for us (and then takes the product out of sale), or we see its outcome.
 * The trigger of migration 0020 holds the same rule for any other writer.
 */
export async function assertCanPublish(channelId: number, transaction: Transaction) {
  const channel = await Channel.findByPk(channelId, {
    attributes: ['id', 'status'],
    lock: transaction.LOCK.SHARE,
    transaction,
  });
  if (!channel || !isChannelPublic(channel)) throw fieldError('PUBLISH_NEEDS_APPROVED_CHANNEL', 'status');
}

function applyPrices(product: Product, body: ProductUpdateInput) {
  const list = listPrice(body);
  const offer = offerPrice(body);
  const listGiven = 'price' in list && list.price;
  const offerGiven = 'price' in offer && offer.price && body.offerTotal !== null;
  if (listGiven) {
    product.netPrice = list.price.net;
    product.tax = list.price.tax;
    product.totalPrice = list.price.total;
  }
  if (body.offerTotal === null || body.offerNet === null || body.offerTax === null) {
    product.offerNet = product.offerTax = product.offerTotal = null;
  } else if (offerGiven) {
    product.offerNet = offer.price.net;
    product.offerTax = offer.price.tax;
    product.offerTotal = offer.price.total;
  }
  if (product.plan === 'free') {
    if ((listGiven && list.price.total > 0) || (offerGiven && offer.price.total > 0)) {
      throw fieldError('FREE_PRODUCT_HAS_PRICE', listGiven ? 'totalPrice' : 'offerTotal');
    }
    product.netPrice = product.tax = product.totalPrice = 0;
    product.offerNet = product.offerTax = product.offerTotal = null;
  }
}

async function ensureTypeRow(product: Product, transaction: Transaction) {
  const model = { course: Course, master: Master, datasheet: Datasheet }[product.type as string];
  if (!model) return;
  const where = { productId: product.id };
  // biome-ignore lint/suspicious/noExplicitAny: the three models share the productId column
  const m = model as any;
  if (!(await m.findOne({ where, transaction }))) await m.create(where, { transaction });
}

async function applyRelations(user: User, product: Product, body: ProductUpdateInput, t: Transaction) {
  if (body.categoryIds) await setCategories(product.id, body.categoryIds, t);
  if (body.speakerIds) await setSpeakers(user, product.id, body.speakerIds, t);
  if (body.scheduleSections) await setScheduleSections(user, product.id, body.scheduleSections, t);
}

async function assertSessions(product: Product, transaction: Transaction) {
  if (!product.multiDate || product.status === 'draft') return;
  if ((await ProductSession.count({ where: { productId: product.id }, transaction })) === 0) {
    throw new AppError('MULTI_DATE_NEEDS_SESSION');
  }
}

/** The channel of a new product: the one named (it must be the user's), else the user's first one. */
async function channelOfNewProduct(user: User, channelId: number | undefined, t: Transaction) {
  if (channelId !== undefined) return channelForField(user, channelId, 'channelId', t);
  const first = await Channel.findOne({ where: { userId: user.id }, order: [['id', 'ASC']], transaction: t });
  if (!first) throw new AppError('PRODUCT_NEEDS_CHANNEL');
  return first;
}

export async function createProduct(user: User, body: ProductCreateInput, transaction?: Transaction) {
  return catalogueErrors('PRODUCT_SAVE_FAILED', () =>
    inTransaction(transaction, async (t) => {
      const channel = await channelOfNewProduct(user, body.channelId, t);
      const status = body.status ?? 'draft';
      if (status !== 'draft') await assertCanPublish(channel.id, t);
      await checkAdBanner(body.adBannerId, t);
      await checkBundle(user, null, body.bundleProductIds ?? [], t);
      const values: Omit<CreationAttributes<Product>, 'slug'> = {
        ...pickDefined(body, PLAIN_FIELDS),
        channelId: channel.id,
        type: body.type,
        title: body.title,
        status,
      };
      const draft = Product.build({ ...values, slug: '' }); // only to compute the prices
      applyPrices(draft, body);
      Object.assign(values, pickDefined(draft.get(), PRICE_FIELDS));
      const product = await insertWithSlug({
        table: 'products',
        explicit: body.slug,
        title: body.title,
        fallback: body.type,
        transaction: t,
        insert: (slug, tx) => Product.create({ ...values, slug }, { transaction: tx }),
      });
      await ensureTypeRow(product, t);
      await applyRelations(user, product, body, t);
      if (body.sessions?.length) await addSessions(product.id, body.sessions, t);
      await assertSessions(product, t);
      if (status === 'published') await announce(product, channel, t);
      return product;
    }),
  );
}

/** Something new in a channel tells its subscribers (a job, with the transaction that published it). */
function announce(product: Product, channel: Pick<Channel, 'title'>, transaction: Transaction) {
  return notify(
    {
      to: 'subscribers',
      productId: product.id,
      type: 'product.published',
      values: { title: product.title, channel: channel.title },
      payload: { productId: product.id, slug: product.slug, type: product.type },
    },
    transaction,
  );
}

export async function updateProduct(
  user: User,
  id: number,
  body: ProductUpdateInput,
  transaction?: Transaction,
) {
  return catalogueErrors('PRODUCT_SAVE_FAILED', () =>
    inTransaction(transaction, async (t) => {
      const product = await productFor(user, id, { transaction: t, lock: true });
      let channel = product.channel;
      if (product.publishedAt) {
        if (body.status === 'draft') throw fieldError('PRODUCT_PUBLISHED_LOCKED', 'status');
        if (body.type && body.type !== product.type) throw fieldError('PRODUCT_PUBLISHED_LOCKED', 'type');
        if (body.channelId && body.channelId !== product.channelId) {
          throw fieldError('PRODUCT_PUBLISHED_LOCKED', 'channelId');
        }
      }
      if (body.channelId && body.channelId !== product.channelId) {
        channel = await channelForField(user, body.channelId, 'channelId', t);
        product.channelId = channel.id;
      }
      // Any move into published or private (from draft, or between the two) needs a published channel.
      const publishing =
        body.status !== undefined && body.status !== 'draft' && body.status !== product.status;
      if (publishing) await assertCanPublish(channel.id, t);
      if (body.adBannerId !== undefined) await checkAdBanner(body.adBannerId, t);
      if (body.bundleProductIds) await checkBundle(user, product.id, body.bundleProductIds, t);
      assignDefined(product, body, PLAIN_FIELDS);
      // The first publication (published, not private) is news for the channel's subscribers.
      const firstPublication = !product.publishedAt && body.status === 'published';
      if (body.status) product.status = body.status;
      if (body.slug) product.slug = body.slug;
      applyPrices(product, body);
      await product.save({ transaction: t });
      await ensureTypeRow(product, t);
      await applyRelations(user, product, body, t);
      await assertSessions(product, t);
      if (firstPublication) await announce(product, channel, t);
      return product;
    }),
  );
}

export async function deleteProduct(user: User, id: number, transaction?: Transaction) {
  return catalogueErrors('PRODUCT_SAVE_FAILED', () =>
    inTransaction(transaction, async (t) => {
      const product = await productFor(user, id, { transaction: t, lock: true });
      if (product.publishedAt) throw new AppError('PRODUCT_PUBLISHED_NOT_DELETABLE');
      await product.destroy({ transaction: t });
      return product;
    }),
  );
}
