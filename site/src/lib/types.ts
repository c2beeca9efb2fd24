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
  [field: string]: unknown;
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
