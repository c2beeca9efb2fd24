import {
  Product,
  ProductCategory,
  ProductSession,
  ProductSpeaker,
  ScheduleSection,
  slugify,
} from '../models/index.ts';
import type { DemoCatalogue } from './catalogue.ts';
import type { DemoChannels } from './channels.ts';
import {
  daysFrom,
  img,
  localized,
  type ProductSeed,
  productPrice,
  type SeedContext,
  withTax,
} from './lib.ts';
import { MUSIC_PRODUCTS } from './products-music.ts';
import { SCHOOL_PRODUCTS } from './products-school.ts';
import { STAGE_PRODUCTS } from './products-stage.ts';

export const PRODUCT_SEEDS: ProductSeed[] = [...STAGE_PRODUCTS, ...MUSIC_PRODUCTS, ...SCHOOL_PRODUCTS];

export interface DemoProducts {
  byKey: Record<string, Product>;
  sessions: Record<string, ProductSession[]>;
}

/** The running order of the two streamed events (/schedule/{productSlug}/section/{sectionId}). */
const SCHEDULES: Record<string, { title: string; durationMinutes: number; speaker?: string }[]> = {
  hamlet: [
    { title: 'Presentación de la directora', durationMinutes: 10, speaker: 'lucia' },
    { title: 'Hamlet: actos I a III', durationMinutes: 85, speaker: 'mateo' },
    { title: 'Entreacto', durationMinutes: 15 },
    { title: 'Hamlet: actos IV y V', durationMinutes: 60, speaker: 'mateo' },
    { title: 'Coloquio con el elenco', durationMinutes: 20, speaker: 'lucia' },
  ],
  'novena-beethoven': [
    { title: 'Introducción a la Novena', durationMinutes: 10, speaker: 'ines' },
    { title: 'Sinfonía n.º 9 en re menor, op. 125', durationMinutes: 70, speaker: 'helena' },
    { title: 'Saludos y entrevista a la directora', durationMinutes: 10, speaker: 'helena' },
  ],
};

/**
 * Every demo product with its sessions, speakers, categories and schedule. Published products are inserted
 * as published: the database then fixes their type, channel and saved sessions, exactly as after a real
 * publication. published_at is given so that "latest" lists have a stable, staggered order.
 */
export async function seedProducts(
  ctx: SeedContext,
  channels: DemoChannels,
  catalogue: DemoCatalogue,
): Promise<DemoProducts> {
  const { transaction, now } = ctx;
  const byKey: Record<string, Product> = {};
  const sessions: Record<string, ProductSession[]> = {};
  for (const [index, p] of PRODUCT_SEEDS.entries()) {
    const d = p.details ?? {};
    const offer = p.offer ? withTax(p.offer.total) : null;
    const product = await Product.create(
      {
        channelId: channels[p.channel].id,
        type: p.type,
        status: p.status,
        ...productPrice(p.price),
        ...localized(p.es, p.en, p.pt),
        priceNote: d.priceNote ?? null,
        slug: slugify(p.es.title),
        language: 'es',
        trailerUrl: null,
        url: null,
        sourceVideoUrl: null,
        tags: p.tags,
        productionYear: d.productionYear ?? null,
        productionCountry: d.productionCountry ?? null,
        director: d.director ?? null,
        artists: d.artists ?? null,
        ageClass: p.ageClass ?? 'all',
        multiDate: (p.sessions?.length ?? 0) > 1,
        saleStartAt: null,
        saleEndAt: d.saleEndDays === undefined ? null : daysFrom(now, d.saleEndDays),
        expirationHours: d.expirationHours ?? null,
        expirationDate: d.expirationDays === undefined ? null : daysFrom(now, d.expirationDays, 22),
        offerNet: offer?.net ?? null,
        offerTax: offer?.tax ?? null,
        offerTotal: offer?.total ?? null,
        offerFrom: p.offer ? daysFrom(now, p.offer.fromDays, 0) : null,
        offerUntil: p.offer ? daysFrom(now, p.offer.untilDays, 22) : null,
        bundleProductIds: (p.bundle ?? []).map((k) => byKey[k].id),
        metadata: d.exportable ? { exportable: true } : {},
        seoTitle: d.seoTitle ?? null,
        seoDescription: d.seoDescription ?? null,
        image: img(p.image),
        secondaryImage: d.secondaryImage ? img(d.secondaryImage) : null,
        adBannerId: p.key === 'abono-faro' ? catalogue.banner.id : null,
        publishedAt: p.status === 'draft' ? null : daysFrom(now, -35 + index, 9),
      },
      { transaction },
    );
    byKey[p.key] = product;
    sessions[p.key] = [];
    for (const s of p.sessions ?? []) {
      sessions[p.key].push(
        await ProductSession.create(
          {
            productId: product.id,
            startsAt: daysFrom(now, s.days, s.hourUtc ?? 19),
            durationMinutes: s.durationMinutes,
            title: s.title ?? null,
            translations: s.titles ? { en: { title: s.titles.en }, pt: { title: s.titles.pt } } : {},
            capacity: s.capacity ?? null,
          },
          { transaction },
        ),
      );
    }
    await ProductSpeaker.bulkCreate(
      (p.speakers ?? []).map((key, position) => ({
        productId: product.id,
        speakerId: catalogue.speakers[key].id,
        position,
      })),
      { transaction },
    );
    await ProductCategory.bulkCreate(
      p.categories.map((slug) => ({ productId: product.id, categoryId: catalogue.categories[slug].id })),
      { transaction },
    );
    await ScheduleSection.bulkCreate(
      (SCHEDULES[p.key] ?? []).map((s, position) => ({
        productId: product.id,
        title: s.title,
        durationMinutes: s.durationMinutes,
        speakerId: s.speaker ? catalogue.speakers[s.speaker].id : null,
        position,
      })),
      { transaction },
    );
  }
  return { byKey, sessions };
}
