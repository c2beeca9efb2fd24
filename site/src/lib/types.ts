/** Shapes of the API contract (docs/api-contract.md) that the site reads. */

export type Role = 'ADMIN' | 'PRODUCER' | 'USER';

/** The session user of spec 3, as GET /api/auth/me answers it. */
export interface SessionUser {
  id: number;
  email: string;
  user: string;
  roles: Role[];
  status?: string;
  name: string | null;
  surname: string | null;
  language: 'es' | 'en' | 'pt';
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
  /** When the user asked to become an organizer (spec 6: the team validates it); ISO date. */
  organizerRequestedAt: string | null;
  [field: string]: unknown;
}

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

/** What our server hands Astro on every request (api/src/server.ts). */
export interface PlateaLocals {
  /** Runs a request against the API in process, with the visitor's cookie attached. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
  user: SessionUser | null;
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

export type RegisterFieldType = 'date' | 'tel' | 'text';
export interface RegisterField {
  name: string;
  type: RegisterFieldType;
  required: boolean;
}

export interface DomainRule {
  mode: 'any' | 'allow' | 'deny';
  domains: string[];
}

export interface HomeItem {
  id: number;
  slug: string;
  title: string;
  image?: string | null;
  subtitle?: string | null;
  shortDescription?: string | null;
  name?: string | null;
  [field: string]: unknown;
}

interface SectionBase {
  id: string | number;
  title?: string | null;
}

export type HomeSection =
  | (SectionBase & {
      type: 'hero';
      subtitle?: string | null;
      mediaType?: 'image' | 'video';
      mediaUrl?: string | null;
      buttonText?: string | null;
      buttonLink?: string | null;
    })
  | (SectionBase & { type: 'productSlider' | 'channelSlider' | 'speakerSlider'; items?: HomeItem[] })
  | (SectionBase & {
      type: 'featuredProduct' | 'featuredChannel';
      item?: HomeItem | null;
      items?: HomeItem[];
    })
  | (SectionBase & { type: 'static'; body?: string | null })
  | (SectionBase & {
      type: 'cta';
      subtitle?: string | null;
      buttonText?: string | null;
      buttonLink?: string | null;
    });
