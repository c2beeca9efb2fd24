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

export type RegisterFieldType = 'date' | 'tel' | 'text';
export interface RegisterField {
  name: string;
  type: RegisterFieldType;
  required: boolean;
}

/** The sign-up domain rule, as the API declares it (api/src/shared/config.ts). */
export type DomainRule = z.infer<typeof registerDomainsSchema>;

export interface HomeItem {
  id: number;
  slug: string;
  title: string;
  image?: string | null;
  subtitle?: string | null;
  shortDescription?: string | null;
  name?: string | null;
  /** Products: type, plan, the price in force and the next date still to start (cards show them). */
  type?: string;
  plan?: string;
  currentPrice?: { total: number; currency: string; offer?: boolean };
  nextDate?: string | null;
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
