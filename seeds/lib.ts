import type { Transaction } from 'sequelize';
import type { AgeClass, ProductStatus, ProductType, Translations } from '../models/index.ts';

/** What every seed module receives: the one transaction of the whole seed and the moment it runs. */
export interface SeedContext {
  transaction: Transaction;
  now: Date;
}

/** The texts of a record in one language. */
export interface Texts {
  title: string;
  shortDescription?: string;
  description?: string;
}

/** Spanish in the row's own columns, English and Portuguese in `translations` (docs/conventions-api.md). */
export function localized(es: Texts, en: Texts, pt: Texts) {
  const strip = (t: Texts) =>
    Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return {
    title: es.title,
    shortDescription: es.shortDescription ?? null,
    description: es.description ?? null,
    translations: { en: strip(en), pt: strip(pt) } satisfies Translations,
  };
}

/** A price with the 10% tax of spec 9 inside it: net = round(total / 1.1), tax = total - net. */
export function withTax(totalCents: number) {
  const net = Math.round(totalCents / 1.1);
  return { net, tax: totalCents - net, total: totalCents };
}

/** The product price columns for a paid price in cents, or a free product when 0. */
export function productPrice(totalCents: number) {
  const p = withTax(totalCents);
  return {
    plan: totalCents > 0 ? 'paid' : 'free',
    netPrice: p.net,
    tax: p.tax,
    totalPrice: p.total,
  } as const;
}

/** `days` from now at a given hour and minute UTC (19:00 UTC is 20:00 in Madrid in winter). */
export function daysFrom(now: Date, days: number, hourUtc = 19, minute = 0): Date {
  const d = new Date(now.getTime() + days * 86_400_000);
  d.setUTCHours(hourUtc, minute, 0, 0);
  return d;
}

/** A moment `hours` from now (negative for the past). */
export function hoursFrom(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}

export const img = (name: string) => `/images/demo/${name}.svg`;

export type ChannelKey = 'faro' | 'orquesta' | 'cine' | 'camara';

export interface SessionSeed {
  /** Days from the seed time; negative is in the past. */
  days: number;
  hourUtc?: number;
  durationMinutes: number;
  title?: string;
  /** The title in English and Portuguese (the demo writes in Spanish). */
  titles?: { en: string; pt: string };
  capacity?: number;
}

/** One demo product: the row plus what hangs from it (sessions, speakers, categories). */
export interface ProductSeed {
  key: string;
  channel: ChannelKey;
  type: ProductType;
  status: ProductStatus;
  /** Total in cents, tax included; 0 makes a free product. */
  price: number;
  es: Texts;
  en: Texts;
  pt: Texts;
  image: string;
  tags: string[];
  categories: string[];
  speakers?: string[];
  ageClass?: AgeClass;
  sessions?: SessionSeed[];
  /** Keys of earlier products sold together with this one. */
  bundle?: string[];
  /** An offer price (total cents) open from `fromDays` to `untilDays` around the seed time. */
  offer?: { total: number; fromDays: number; untilDays: number };
  details?: {
    director?: string;
    artists?: string;
    productionYear?: number;
    productionCountry?: string;
    expirationHours?: number;
    expirationDays?: number;
    saleEndDays?: number;
    priceNote?: string;
    seoTitle?: string;
    seoDescription?: string;
    exportable?: boolean;
    secondaryImage?: string;
  };
}
