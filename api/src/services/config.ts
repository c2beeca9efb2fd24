import { z } from 'zod';
import { Setting } from '../../../models/index.ts';

/** Text in the three languages; any may be missing and falls back to another (spec 1). */
export const localized = z.strictObject({
  es: z.string().max(2000).optional(),
  en: z.string().max(2000).optional(),
  pt: z.string().max(2000).optional(),
});
export type Localized = z.infer<typeof localized>;

export const siteConfigSchema = z.strictObject({
  approveUsers: z.boolean(),
  typeTag: z.boolean(),
  freeTag: z.boolean(),
  coupons: z.boolean(),
  moderatedChat: z.boolean(),
  languages: z.boolean(),
  notifications: z.boolean(),
  currencies: z.boolean(),
  timezones: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const accessSchema = z.strictObject({ requireLogin: z.boolean() });

export const MODULE_IDS = ['advertising', 'openlab', 'leads', 'mediapay', 'ideas', 'cognition'] as const;
export const modulesSchema = z.strictObject(
  Object.fromEntries(MODULE_IDS.map((id) => [id, z.boolean()])) as Record<
    (typeof MODULE_IDS)[number],
    z.ZodBoolean
  >,
);

const secret = z.string().max(500).nullable().optional();
export const mediaPaySchema = z.strictObject({
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().min(1).max(5),
  stripe: z.strictObject({
    active: z.boolean(),
    publicKey: z.string().max(500),
    secretKey: secret,
    signingSecret: secret,
  }),
  pos: z.strictObject({
    active: z.boolean(),
    url: z.string().max(500),
    merchantCode: z.string().max(50),
    terminal: z.string().max(10),
    currencyCode: z.string().regex(/^\d{3}$/),
    merchantKey: secret,
  }),
  platformSubscription: z.strictObject({
    active: z.boolean(),
    period: z.enum(['monthly', 'annual', 'single']),
    priceCents: z.number().int().min(0).max(100_000_000),
  }),
  subscriptionChannels: z.boolean(),
  paidContent: z.boolean(),
  ticketFeePaidBy: z.enum(['buyer', 'organizer']),
});
export type MediaPay = z.infer<typeof mediaPaySchema>;

const id = z.string().min(1).max(64);
const url = z.string().max(2000);
export const homeSectionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    id,
    type: z.literal('hero'),
    title: localized,
    subtitle: localized.optional(),
    mediaType: z.enum(['image', 'video']),
    mediaUrl: url,
    buttonText: localized.optional(),
    buttonLink: url.optional(),
  }),
  z.strictObject({
    id,
    type: z.enum(['productSlider', 'channelSlider', 'speakerSlider']),
    title: localized,
    ids: z.array(z.number().int().positive()).max(50),
  }),
  z.strictObject({
    id,
    type: z.enum(['featuredProduct', 'featuredChannel']),
    title: localized.optional(),
    itemId: z.number().int().positive(),
  }),
  z.strictObject({ id, type: z.literal('static'), title: localized.optional(), body: localized }),
  z.strictObject({
    id,
    type: z.literal('cta'),
    title: localized,
    subtitle: localized.optional(),
    buttonText: localized,
    buttonLink: url,
  }),
]);
export const homeSchema = z.strictObject({ sections: z.array(homeSectionSchema).max(40) });
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const REGISTER_FIELDS = {
  birthDate: 'date',
  phone: 'tel',
  speciality: 'text',
  pathology: 'text',
  professionalLevel: 'text',
  hospital: 'text',
  registrationCode: 'text',
} as const;
export type RegisterFieldName = keyof typeof REGISTER_FIELDS;
const fieldOption = z.strictObject({ enabled: z.boolean(), required: z.boolean() });
export const registerFieldsSchema = z.strictObject(
  Object.fromEntries(Object.keys(REGISTER_FIELDS).map((k) => [k, fieldOption])) as Record<
    RegisterFieldName,
    typeof fieldOption
  >,
);
export const registerDomainsSchema = z.strictObject({
  mode: z.enum(['any', 'allow', 'deny']),
  domains: z
    .array(
      z
        .string()
        .max(253)
        .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i),
    )
    .max(500),
});
export const registerSocialSchema = z.strictObject({
  providers: z.array(z.strictObject({ id: z.enum(['google', 'facebook', 'apple']), clientId: z.string() })),
});

/** Every setting key with its schema and its value on a fresh install. */
export const SETTINGS = {
  site: {
    schema: siteConfigSchema,
    defaults: {
      approveUsers: false,
      typeTag: true,
      freeTag: true,
      coupons: true,
      moderatedChat: false,
      languages: true,
      notifications: true,
      currencies: false,
      timezones: false,
    } as SiteConfig,
  },
  access: { schema: accessSchema, defaults: { requireLogin: false } },
  modules: {
    schema: modulesSchema,
    defaults: {
      advertising: false,
      openlab: false,
      leads: false,
      mediapay: true,
      ideas: false,
      cognition: false,
    },
  },
  'media-pay': {
    schema: mediaPaySchema,
    defaults: {
      currencyCode: 'EUR',
      currencySymbol: '€',
      stripe: { active: false, publicKey: '', secretKey: null, signingSecret: null },
      pos: {
        active: false,
        url: '',
        merchantCode: '',
        terminal: '1',
        currencyCode: '978',
        merchantKey: null,
      },
      platformSubscription: { active: false, period: 'monthly', priceCents: 0 },
      subscriptionChannels: true,
      paidContent: true,
      ticketFeePaidBy: 'buyer',
    } as MediaPay,
  },
  'theme.home': { schema: homeSchema, defaults: { sections: [] as HomeSection[] } },
  'register.fields': {
    schema: registerFieldsSchema,
    defaults: Object.fromEntries(
      Object.keys(REGISTER_FIELDS).map((k) => [k, { enabled: false, required: false }]),
    ) as z.infer<typeof registerFieldsSchema>,
  },
  'register.domains': {
    schema: registerDomainsSchema,
    defaults: { mode: 'any' as const, domains: [] as string[] },
  },
  'register.social': { schema: registerSocialSchema, defaults: { providers: [] } },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]['schema']>;

/** The stored value merged over the defaults, so a new field added later reads its default. */
export async function getSetting<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
  const row = await Setting.findByPk(key);
  const defaults = SETTINGS[key].defaults as SettingValue<K>;
  if (!row) return structuredClone(defaults);
  return { ...defaults, ...(row.value as object) } as SettingValue<K>;
}

/** Merges a partial update over the current value and validates the whole before saving it. */
export async function updateSetting<K extends SettingKey>(
  key: K,
  patch: Partial<SettingValue<K>>,
  userId: number | null,
): Promise<SettingValue<K>> {
  const current = await getSetting(key);
  const next = SETTINGS[key].schema.parse({ ...current, ...patch }) as SettingValue<K>;
  await Setting.upsert({ key, value: next, updatedBy: userId });
  return next;
}

/** Payment settings as a browser may see them: no secret ever leaves the server. */
export function publicPayments(mp: MediaPay) {
  return {
    currencyCode: mp.currencyCode,
    currencySymbol: mp.currencySymbol,
    providers: {
      stripe: { active: mp.stripe.active && !!mp.stripe.secretKey, publicKey: mp.stripe.publicKey },
      pos: { active: mp.pos.active && !!mp.pos.merchantKey },
    },
    platformSubscription: mp.platformSubscription,
    subscriptionChannels: mp.subscriptionChannels,
    paidContent: mp.paidContent,
    ticketFeePaidBy: mp.ticketFeePaidBy,
  };
}

/** The admin view of media-pay: secrets replaced by whether they are set. */
export function maskedMediaPay(mp: MediaPay) {
  const { secretKey, signingSecret, ...stripe } = mp.stripe;
  const { merchantKey, ...pos } = mp.pos;
  return {
    ...mp,
    stripe: { ...stripe, secretKeySet: !!secretKey, signingSecretSet: !!signingSecret },
    pos: { ...pos, merchantKeySet: !!merchantKey },
  };
}
