/**
 * The API's answers as the front ends read them: one set of types for the API (which must produce them:
 * models/user.ts is typed against SessionUserRecord), the site and the back office. Types only, no
 * runtime: importing this costs a browser bundle nothing. Request bodies are the zod schemas of
 * api/src/schemas, whose `z.infer` types the front ends may import the same way.
 */
import type { Locale } from './locale.ts';

export type Role = 'ADMIN' | 'PRODUCER' | 'USER';
export type UserStatus = 'pending' | 'approved' | 'disapproved' | 'blocked' | 'deleted';

/** Every error the API answers: {"error":{code,message,fields?}}, message in the asked language. */
export interface ApiError {
  code: string;
  message: string;
  fields?: { field: string; message: string }[];
}
export interface ApiErrorBody {
  error: ApiError;
}

/** The session user of spec 3, as POST /api/auth/login and GET /api/auth/me answer it. */
export interface SessionUser {
  id: number;
  email: string;
  user: string;
  roles: Role[];
  status: UserStatus;
  name: string | null;
  surname: string | null;
  language: Locale;
  avatar: string | null;
  country: string | null;
  timezone: string;
  description: string | null;
  company: string | null;
  job: string | null;
  youtube: string | null;
  twitter: string | null;
  facebook: string | null;
  instagram: string | null;
  linkedin: string | null;
  web: string | null;
  publicProfile: boolean;
  newsletter: boolean;
  promoConsent: boolean;
  billingCompany: string | null;
  billingNif: string | null;
  billingAddress: string | null;
  billingCity: string | null;
  billingPostalCode: string | null;
  billingCountry: string | null;
  billingPrefix: string | null;
  billingPhone: string | null;
  /** Answers to the optional sign-up fields an admin enabled. */
  extra: Record<string, string>;
  /** When the user asked to become an organizer (spec 6: the team validates it); ISO date. */
  organizerRequestedAt: string | null;
}

/** SessionUser before JSON: what the model builds (dates are still Date objects). */
export type SessionUserRecord = Omit<SessionUser, 'organizerRequestedAt'> & {
  organizerRequestedAt: Date | null;
};

/** GET /api/profiles/:id: what anybody may see of a user whose profile is public. */
export interface PublicProfile {
  id: number;
  name: string | null;
  surname: string | null;
  avatar: string | null;
  description: string | null;
  country: string | null;
  company: string | null;
  job: string | null;
  youtube: string | null;
  twitter: string | null;
  facebook: string | null;
  instagram: string | null;
  linkedin: string | null;
  web: string | null;
  organizer: boolean;
  publicProfile: boolean;
  memberSince: string;
  /** The viewer is the owner: the page may show it even while hidden. */
  own: boolean;
}

/**
 * Whether an owned product has something to play now (GET /api/products/{id}/access, my stuff): a page
 * offers "watch now" only when `ready`; otherwise it says when (`availableAt`, its next session) or "soon".
 */
export interface MediaReadiness<D = string> {
  ready: boolean;
  availableAt: D | null;
}
