/**
 * The site settings (spec 7) as the API reads, stores and answers them: each setting's schema is the body
 * an admin's PUT is checked against and the answer of its GET; the faces read the same schemas, enums
 * (MODULE_IDS, REGISTER_FIELD_NAMES) and types. Pure: no Sequelize or Node import.
 */
import { z } from 'zod';
import { MODULE_IDS, REGISTER_FIELD_NAMES, type RegisterFieldName } from './enums.ts';
import { PALETTE_IDS } from './palettes.ts';

export {
  MODULE_IDS,
  type ModuleId,
  REGISTER_FIELD_NAMES,
  REGISTER_FIELDS,
  type RegisterFieldName,
} from './enums.ts';

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
  /** Web analytics (spec 2: "analytics starts only if a key is set"): the server counts site page views. */
  analytics: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * Media storage (issue 18): each organizer's quota, and the caps on one user's unfinished uploads (how
 * many at once, and their declared lengths together). GB are 1024³ bytes, as the 3 GB upload limit.
 */
export const mediaStorageSchema = z.strictObject({
  quotaGb: z.number().min(0).max(1_000_000),
  maxOpenUploads: z.number().int().min(1).max(100),
  maxInFlightGb: z.number().min(0.001).max(100_000),
});
export type MediaStorageConfig = z.infer<typeof mediaStorageSchema>;

export const accessSchema = z.strictObject({ requireLogin: z.boolean() });
export type AccessConfig = z.infer<typeof accessSchema>;

export const modulesSchema = z.strictObject(
  Object.fromEntries(MODULE_IDS.map((id) => [id, z.boolean()])) as Record<
    (typeof MODULE_IDS)[number],
    z.ZodBoolean
  >,
);
/** Each module of the catalogue and whether it is on (the `modules` setting; the faces' menus and gates). */
export type ModuleStates = z.infer<typeof modulesSchema>;

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
/**
 * Links and media typed by admins: a path of this site, an #anchor or an http(s) address. The site
 * drops anything else (a `javascript:` link, `//host`), so it is refused here with the field named
 * instead of vanishing from the home without a word.
 */
const url = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(?:\/(?![/\\])|#|https?:\/\/[^\s/?#]+)\S*$/i, 'validation.link');
// Each section type by name: the home's answer (api/src/shared/catalogue-answers.ts) is built on them.
export const heroSectionSchema = z.strictObject({
  id,
  type: z.literal('hero'),
  title: localized,
  subtitle: localized.optional(),
  mediaType: z.enum(['image', 'video']),
  mediaUrl: url,
  buttonText: localized.optional(),
  buttonLink: url.optional(),
});
export const sliderSectionSchema = z.strictObject({
  id,
  type: z.enum(['productSlider', 'channelSlider', 'speakerSlider']),
  title: localized,
  ids: z.array(z.number().int().positive()).max(50),
});
export const featuredSectionSchema = z.strictObject({
  id,
  type: z.enum(['featuredProduct', 'featuredChannel']),
  title: localized.optional(),
  itemId: z.number().int().positive(),
});
export const staticSectionSchema = z.strictObject({
  id,
  type: z.literal('static'),
  title: localized.optional(),
  body: localized,
});
export const ctaSectionSchema = z.strictObject({
  id,
  type: z.literal('cta'),
  title: localized,
  subtitle: localized.optional(),
  buttonText: localized,
  buttonLink: url,
});
export const homeSectionSchema = z.discriminatedUnion('type', [
  heroSectionSchema,
  sliderSectionSchema,
  featuredSectionSchema,
  staticSectionSchema,
  ctaSectionSchema,
]);
export const homeSchema = z.strictObject({ sections: z.array(homeSectionSchema).max(40) });
export type HomeConfig = z.infer<typeof homeSchema>;
export type HomeSection = z.infer<typeof homeSectionSchema>;

/** The site's colour palette (spec 5: saved or discarded apart from the home sections). */
export const themePaletteSchema = z.strictObject({ palette: z.enum(PALETTE_IDS) });
export type ThemePalette = z.infer<typeof themePaletteSchema>;

const fieldOption = z.strictObject({ enabled: z.boolean(), required: z.boolean() });
export const registerFieldsSchema = z.strictObject(
  Object.fromEntries(REGISTER_FIELD_NAMES.map((k) => [k, fieldOption])) as Record<
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
  providers: z
    .array(
      z.strictObject({
        id: z.enum(['google', 'facebook', 'apple']),
        clientId: z.string().trim().min(1).max(500),
      }),
    )
    .max(3)
    .refine((ps) => new Set(ps.map((p) => p.id)).size === ps.length, {
      message: 'Each provider at most once',
    }),
});

// PUT bodies are partial: a field left out keeps its value; a field given must have the right type.
const secretPatch = z.string().max(500).nullable().optional();
/** PUT /api/config/modules/media-pay: secrets are write-only (undefined keeps, null or '' clears). */
export const mediaPayPatch = mediaPaySchema
  .extend({
    stripe: mediaPaySchema.shape.stripe
      .extend({ secretKey: secretPatch, signingSecret: secretPatch })
      .partial(),
    pos: mediaPaySchema.shape.pos.extend({ merchantKey: secretPatch }).partial(),
  })
  .partial();
export type MediaPayPatch = z.infer<typeof mediaPayPatch>;

// ---- Answers of /api/config that are not a setting as stored ----

/** GET/PUT /api/config/modules: each module and whether it is enabled, in MODULE_IDS order. */
export const moduleListSchema = z.array(z.object({ id: z.enum(MODULE_IDS), enabled: z.boolean() }));
export type ModuleList = z.infer<typeof moduleListSchema>;

/** GET /api/config/payments: payment settings as a browser may see them (no secret). */
export const publicPaymentsSchema = z.object({
  payments: z.object({
    currencyCode: z.string(),
    currencySymbol: z.string(),
    /** The demo provider is on: checkout says TEST MODE and no real money moves. */
    testMode: z.boolean(),
    providers: z.object({
      stripe: z.object({ active: z.boolean(), publicKey: z.string() }),
      pos: z.object({ active: z.boolean() }),
    }),
    platformSubscription: mediaPaySchema.shape.platformSubscription,
    subscriptionChannels: z.boolean(),
    paidContent: z.boolean(),
    ticketFeePaidBy: z.enum(['buyer', 'organizer']),
    /** Spec 9's fixed fee per paid ticket, in cents. */
    feePerTicket: z.number().int(),
  }),
});
export type PublicPaymentsAnswer = z.infer<typeof publicPaymentsSchema>;
export type PublicPayments = PublicPaymentsAnswer['payments'];

/** GET /api/config/payments/stripe: the card provider's public key, and whether it takes payments. */
export const stripePublicSchema = z.object({ active: z.boolean(), publicKey: z.string() });

/** GET/PUT /api/config/modules/media-pay: the admin's view, secrets replaced by whether they are set. */
export const maskedMediaPaySchema = mediaPaySchema.extend({
  stripe: mediaPaySchema.shape.stripe
    .omit({ secretKey: true, signingSecret: true })
    .extend({ secretKeySet: z.boolean(), signingSecretSet: z.boolean() }),
  pos: mediaPaySchema.shape.pos.omit({ merchantKey: true }).extend({ merchantKeySet: z.boolean() }),
});
export type MaskedMediaPay = z.infer<typeof maskedMediaPaySchema>;

/** GET /api/config/register/fields: the optional sign-up fields that are enabled. */
export const enabledRegisterFieldsSchema = z.object({
  fields: z.array(
    z.object({
      name: z.enum(REGISTER_FIELD_NAMES),
      type: z.enum(['date', 'tel', 'text']),
      required: z.boolean(),
    }),
  ),
});
export type EnabledRegisterFields = z.infer<typeof enabledRegisterFieldsSchema>;
export type EnabledRegisterField = EnabledRegisterFields['fields'][number];

/** GET /api/config/register/social: the public client ids of the social sign-in providers. */
export const publicSocialSchema = registerSocialSchema;
