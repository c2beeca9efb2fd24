import type { z } from 'zod';
import type { registerDomainsSchema } from '../../../api/src/shared/config.ts';
/** Shapes of the API contract that the site reads: the shared ones, and the site's own. */
import type { SessionUser } from '../../../api/src/shared/contracts.ts';

export type {
  ApiError,
  ApiErrorBody,
  PublicProfile,
  Role,
  SessionUser,
} from '../../../api/src/shared/contracts.ts';

/** What our server hands Astro on every request (api/src/server.ts). */
export interface PlateaLocals {
  /** Runs a request against the API in process, with the visitor's cookie attached. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
  user: SessionUser | null;
  /** The address users reach (PUBLIC_URL): canonical and Open Graph addresses are built on it. */
  origin: string;
  /** The visitor's session could not be looked up (the database is down): the page answers 503. */
  sessionUnavailable?: boolean;
}

/** The sign-up domain rule, as the API declares it (api/src/shared/config.ts). */
export type DomainRule = z.infer<typeof registerDomainsSchema>;

/** The home as the API answers it (api/src/shared/catalogue-answers.ts): its sections, and their cards. */
export type {
  ChannelAnswer,
  HomeAnswer,
  HomeItemAnswer as HomeItem,
  HomeSectionAnswer as HomeSection,
} from '../../../api/src/shared/catalogue-answers.ts';
/** GET /api/payments/demo/{orderId}: the order the TEST card page pays. */
/** POST /api/coupons/redeem: access at once, or the price to pay at checkout with the code. */
export type { DemoOrder, RedeemAnswer } from '../../../api/src/shared/commerce.ts';
/** An enabled optional sign-up field (GET /api/config/register/fields). */
export type {
  EnabledRegisterField as RegisterField,
  EnabledRegisterFields,
} from '../../../api/src/shared/config.ts';
