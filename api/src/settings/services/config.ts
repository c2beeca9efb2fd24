import type { z } from 'zod';
import { Setting } from '../../../../models/index.ts';
import { onPrimary } from '../../../../models/replicas.ts';
import { type CognitionSetting, cognitionSettingSchema } from '../../cognition/schemas/cognition.ts';
import { demoAllowed } from '../../commerce/payments/index.ts';
import { isListening, onChange } from '../../lib/db-changes.ts';
import type { ModuleId } from '../../shared/enums.ts';
import { FEE_PER_TICKET_CENTS } from '../../shared/fees.ts';
import { type MeetingsConfig, type MeetingsPatch, meetingsSchema } from '../../shared/meetings-config.ts';
import { DEFAULT_PALETTE } from '../../shared/palettes.ts';
import {
  accessSchema,
  type HomeSection,
  homeSchema,
  type MediaPay,
  type MediaPayPatch,
  mediaPaySchema,
  mediaStorageSchema,
  modulesSchema,
  REGISTER_FIELDS,
  registerDomainsSchema,
  registerFieldsSchema,
  registerSocialSchema,
  type SiteConfig,
  siteConfigSchema,
  type ThemePalette,
  themePaletteSchema,
} from '../schemas/config.ts';

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
      analytics: false,
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
  // Meetings' 100ms app (issue 22), when the environment sets none: nothing until an admin gives the keys.
  meetings: {
    schema: meetingsSchema,
    defaults: {
      accessKey: '',
      secret: null,
      templateId: '',
      apiUrl: 'https://api.100ms.live/v2',
      subdomain: '',
      webhookSecret: null,
      hostRole: 'host',
      guestRole: 'guest',
    } as MeetingsConfig,
  },
  // Cognition's language model (issue 24): off, nothing configured, until an admin gives an endpoint.
  cognition: {
    schema: cognitionSettingSchema,
    defaults: {
      enabled: false,
      endpoint: '',
      model: '',
      apiKey: null,
      timeoutSeconds: 60,
    } as CognitionSetting,
  },
  // 50 GB per organizer (some six hours of 1080p video: the source and its four renditions); at most three
  // unfinished uploads per user, declaring 6 GB in all (two full-size films at once).
  'media.storage': {
    schema: mediaStorageSchema,
    defaults: { quotaGb: 50, maxOpenUploads: 3, maxInFlightGb: 6 },
  },
  'theme.home': { schema: homeSchema, defaults: { sections: [] as HomeSection[] } },
  'theme.palette': { schema: themePaletteSchema, defaults: { palette: DEFAULT_PALETTE } as ThemePalette },
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

// Settings are read on nearly every request and written a few times a day: each process keeps them in
// memory while it LISTENs to `settings_changed` (a trigger NOTIFYs it on any write, from any connection:
// migration 0004; lib/db-changes.ts). `generation` moves on every change heard: a read that started
// before a change never stores what it read.
// Each value kept as its JSON text: settings are JSON (a jsonb column), and parsing a small text gives
// every caller its own copy faster than structuredClone (which on Node 20 goes through a MessageChannel).
const cache = new Map<SettingKey, string>();
let generation = 0;
onChange('settings_changed', { changed: (key) => forget(key), reset: () => forget('*') });
/** What else this process derives from a setting (the meetings' provider): told of each change heard. */
const followers: ((key: string) => void)[] = [];

function forget(key: string) {
  generation++;
  if (key === '*') cache.clear();
  else cache.delete(key as SettingKey);
  for (const follow of followers) follow(key);
}

/**
 * Whether a module of the catalogue (spec 7) is switched on. Cached like every setting and dropped on any
 * change, by this process or another: switching a module needs no restart.
 */
export async function moduleEnabled(id: ModuleId): Promise<boolean> {
  return (await getSetting('modules'))[id];
}

/**
 * Calls `follow` with the key of every setting changed, by this process or another (or '*' when any may
 * have: the change listener reconnected), after the cache dropped it: a getSetting from there reads the
 * new value.
 */
export function followSettings(follow: (key: string) => void): void {
  followers.push(follow);
}

/** The stored value merged over the defaults, so a new field added later reads its default. */
export async function getSetting<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
  const cached = isListening() ? cache.get(key) : undefined;
  if (cached !== undefined) return JSON.parse(cached) as SettingValue<K>;
  const seen = generation;
  // From the primary even inside a lagging read (models/replicas.ts): a replica's older copy would stay
  // cached until the next change.
  const row = await onPrimary(() => Setting.findByPk(key, { raw: true }));
  const defaults = SETTINGS[key].defaults as SettingValue<K>;
  const value = (row ? { ...defaults, ...(row.value as object) } : defaults) as SettingValue<K>;
  const text = JSON.stringify(value);
  if (isListening() && seen === generation) cache.set(key, text);
  return JSON.parse(text) as SettingValue<K>;
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
  forget(key); // our own write: do not wait for the NOTIFY to come back
  return next;
}

/** Payment settings as a browser may see them: no secret ever leaves the server. */
export function publicPayments(mp: MediaPay) {
  return {
    currencyCode: mp.currencyCode,
    currencySymbol: mp.currencySymbol,
    /** The demo provider is on: checkout says TEST MODE and no real money moves. */
    testMode: demoAllowed(mp),
    providers: {
      stripe: { active: mp.stripe.active && !!mp.stripe.secretKey, publicKey: mp.stripe.publicKey },
      pos: { active: mp.pos.active && !!mp.pos.merchantKey },
    },
    platformSubscription: mp.platformSubscription,
    subscriptionChannels: mp.subscriptionChannels,
    paidContent: mp.paidContent,
    ticketFeePaidBy: mp.ticketFeePaidBy,
    /** Spec 9's fixed fee per paid ticket, in cents (who bears it: ticketFeePaidBy). */
    feePerTicket: FEE_PER_TICKET_CENTS,
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

/** Merges a media-pay patch into the stored settings: secrets are write-only, undefined keeps the stored one. */
export async function updateMediaPay(patch: MediaPayPatch, adminId: number) {
  const current = await getSetting('media-pay');
  const keep = (next: string | null | undefined, old: string | null | undefined) =>
    next === undefined ? (old ?? null) : next || null;
  const merged = {
    ...current,
    ...patch,
    stripe: {
      ...current.stripe,
      ...patch.stripe,
      secretKey: keep(patch.stripe?.secretKey, current.stripe.secretKey),
      signingSecret: keep(patch.stripe?.signingSecret, current.stripe.signingSecret),
    },
    pos: { ...current.pos, ...patch.pos, merchantKey: keep(patch.pos?.merchantKey, current.pos.merchantKey) },
  };
  return maskedMediaPay(await updateSetting('media-pay', merged, adminId));
}

/** The admin view of the meetings' settings: secrets replaced by whether they are set. */
export function maskedMeetings(m: MeetingsConfig, source: 'environment' | 'settings' | 'none') {
  const { secret, webhookSecret, ...rest } = m;
  return { ...rest, secretSet: !!secret, webhookSecretSet: !!webhookSecret, source };
}

/** Merges a meetings patch into the stored settings: secrets are write-only, undefined keeps the stored one. */
export async function updateMeetings(patch: MeetingsPatch, adminId: number): Promise<MeetingsConfig> {
  const current = await getSetting('meetings');
  const keep = (next: string | null | undefined, old: string | null | undefined) =>
    next === undefined ? (old ?? null) : next || null;
  return updateSetting(
    'meetings',
    {
      ...current,
      ...patch,
      secret: keep(patch.secret, current.secret),
      webhookSecret: keep(patch.webhookSecret, current.webhookSecret),
    },
    adminId,
  );
}
