import type { z } from 'zod';
import type { currenciesAnswer } from '../../../api/src/shared/catalogue-answers.ts';
import type {
  ModuleStates,
  PublicPayments,
  PublicPaymentsAnswer,
  SiteConfig,
} from '../../../api/src/shared/config.ts';
import { MODULE_IDS, type ModuleId } from '../../../api/src/shared/enums.ts';
import { FEE_PER_TICKET_CENTS } from '../../../api/src/shared/fees.ts';
import { apiJson } from './platea.ts';

export type { PublicPayments, SiteConfig };

/** A fresh install's switches (api/src/settings/services/config.ts), used when the API cannot be asked. */
const FALLBACK: SiteConfig = {
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
};

/** A fresh install's media-pay settings (api/src/settings/services/config.ts) with no provider, when the API cannot be asked. */
const FALLBACK_PAYMENTS: PublicPayments = {
  currencyCode: 'EUR',
  currencySymbol: '€',
  testMode: false,
  providers: { stripe: { active: false, publicKey: '' }, pos: { active: false } },
  platformSubscription: { active: false, period: 'monthly', priceCents: 0 },
  subscriptionChannels: true,
  paidContent: true,
  ticketFeePaidBy: 'buyer',
  feePerTicket: FEE_PER_TICKET_CENTS,
};

// One answer per page request: the header, the page and its components all ask, the API is asked once.
const configs = new WeakMap<App.Locals, Promise<SiteConfig>>();
const payments = new WeakMap<App.Locals, Promise<PublicPayments>>();

/**
 * The site switches of /manage/config-admin (GET /api/config, kept in the API's memory): what the
 * header, the cards, the product and checkout pages show depends on them.
 */
export function siteConfig(locals: App.Locals): Promise<SiteConfig> {
  let answer = configs.get(locals);
  if (!answer) {
    answer = apiJson<Partial<SiteConfig>>(locals, '/api/config').then((c) => ({ ...FALLBACK, ...(c ?? {}) }));
    configs.set(locals, answer);
  }
  return answer;
}

/**
 * GET /api/config/payments (no secrets): the currency, test mode, the providers switched on, who bears
 * the fee. The product, channel, organizer and help pages all read it here.
 */
export function paymentSettings(locals: App.Locals): Promise<PublicPayments> {
  let answer = payments.get(locals);
  if (!answer) {
    answer = apiJson<PublicPaymentsAnswer>(locals, '/api/config/payments').then(
      (c) => c?.payments ?? FALLBACK_PAYMENTS,
    );
    payments.set(locals, answer);
  }
  return answer;
}

export type SiteModules = ModuleStates;
const modules = new WeakMap<App.Locals, Promise<SiteModules>>();

/**
 * The modules of /manage/modules (GET /api/config/modules, kept in the API's memory and dropped on any
 * change): a module switched off has no page, link or block on the site. When the API cannot be asked,
 * every optional module is taken as off.
 */
export function siteModules(locals: App.Locals): Promise<SiteModules> {
  let answer = modules.get(locals);
  if (!answer) {
    answer = apiJson<{ id: ModuleId; enabled: boolean }[]>(locals, '/api/config/modules').then((list) => {
      const on = Object.fromEntries(MODULE_IDS.map((id) => [id, false])) as SiteModules;
      for (const m of list ?? []) on[m.id] = m.enabled;
      return on;
    });
    modules.set(locals, answer);
  }
  return answer;
}

/** GET /api/config/currencies, as the API declares it. */
export type KnownCurrencies = z.infer<typeof currenciesAnswer>;

let currencyCache: { value: KnownCurrencies | null; expires: number } | null = null;
const CURRENCIES_TTL_MS = 60_000;

/** GET /api/config/currencies, reused for a minute: the navigation bar asks on every page. */
export async function knownCurrencies(locals: App.Locals): Promise<KnownCurrencies | null> {
  const now = Date.now();
  if (currencyCache && currencyCache.expires > now) return currencyCache.value;
  const value = await apiJson<KnownCurrencies>(locals, '/api/config/currencies');
  currencyCache = { value, expires: now + CURRENCIES_TTL_MS };
  return value;
}
