import { hashPassword } from '../api/src/accounts/services/password.ts';
import { type Language, type Role, User } from '../models/index.ts';
import type { SeedContext } from './lib.ts';

export interface DemoAccount {
  key: UserKey;
  email: string;
  password: string;
  roles: Role[];
  name: string;
  surname: string;
  language?: Language;
  country?: string;
  profile?: Partial<{
    description: string;
    web: string;
    instagram: string;
    publicProfile: boolean;
    company: string;
    job: string;
    billingNif: string;
    billingAddress: string;
    billingCity: string;
    billingPostalCode: string;
    billingCountry: string;
    billingPrefix: string;
    billingPhone: string;
  }>;
}

export type UserKey = 'admin' | 'producer' | 'viewer' | 'orquesta' | 'ana' | 'joao';
export type DemoUsers = Record<UserKey, User>;

/**
 * The demo accounts. The first three are promised by the README and used by the end-to-end tests: keep their
 * email, password, role and name as they are.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'admin',
    email: 'admin@platea.test',
    password: 'Admin.2026',
    roles: ['ADMIN'],
    name: 'Ada',
    surname: 'Admin',
  },
  {
    key: 'producer',
    email: 'producer@platea.test',
    password: 'Producer.2026',
    roles: ['PRODUCER'],
    name: 'Pau',
    surname: 'Productora',
  },
  {
    key: 'viewer',
    email: 'viewer@platea.test',
    password: 'Viewer.2026',
    roles: ['USER'],
    name: 'Vera',
    surname: 'Viewer',
  },
  {
    key: 'orquesta',
    email: 'orquesta@platea.test',
    password: 'Producer.2026',
    roles: ['PRODUCER'],
    name: 'Olga',
    surname: 'Ortega Lima',
    profile: {
      description: 'Gerente de la Orquesta Sinfónica del Atlántico.',
      web: 'https://orquesta-atlantico.example',
      publicProfile: true,
      company: 'Fundación Orquesta Sinfónica del Atlántico',
      job: 'Gerente',
    },
  },
  {
    key: 'ana',
    email: 'ana@platea.test',
    password: 'Viewer.2026',
    roles: ['USER'],
    name: 'Ana',
    surname: 'Álvarez Ruiz',
    profile: {
      billingNif: '12345678Z',
      billingAddress: 'Calle de Atocha 34, 2.º B',
      billingCity: 'Madrid',
      billingPostalCode: '28012',
      billingCountry: 'ES',
      billingPrefix: '+34',
      billingPhone: '600123456',
    },
  },
  {
    key: 'joao',
    email: 'joao@platea.test',
    password: 'Viewer.2026',
    roles: ['USER'],
    name: 'João',
    surname: 'Pereira',
    language: 'pt',
    country: 'PT',
  },
];

/**
 * Hashes each distinct password once. scrypt at the production cost takes a noticeable fraction of a second
 * per hash, so this runs before the seed transaction opens and the result is shared by the accounts.
 */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const distinct = [...new Set(DEMO_ACCOUNTS.map((a) => a.password))];
  const hashes = await Promise.all(distinct.map((p) => hashPassword(p)));
  return new Map(distinct.map((p, i) => [p, hashes[i]]));
}

export async function seedUsers(ctx: SeedContext, hashes: Map<string, string>): Promise<DemoUsers> {
  const users = {} as DemoUsers;
  for (const a of DEMO_ACCOUNTS) {
    const p = a.profile ?? {};
    users[a.key] = await User.create(
      {
        email: a.email,
        passwordHash: hashes.get(a.password) as string,
        roles: a.roles,
        status: 'approved',
        activatedAt: ctx.now,
        name: a.name,
        surname: a.surname,
        language: a.language ?? 'es',
        privacyAcceptedAt: ctx.now,
        country: a.country ?? 'ES',
        avatar: null,
        description: p.description ?? null,
        youtube: null,
        twitter: null,
        facebook: null,
        instagram: p.instagram ?? null,
        linkedin: null,
        web: p.web ?? null,
        publicProfile: p.publicProfile ?? false,
        billingCompany: null,
        billingNif: p.billingNif ?? null,
        billingAddress: p.billingAddress ?? null,
        billingCity: p.billingCity ?? null,
        billingPostalCode: p.billingPostalCode ?? null,
        billingCountry: p.billingCountry ?? null,
        billingPrefix: p.billingPrefix ?? null,
        billingPhone: p.billingPhone ?? null,
        recommendedBy: null,
        company: p.company ?? null,
        job: p.job ?? null,
        organizerRequestedAt: null,
      },
      { transaction: ctx.transaction },
    );
  }
  return users;
}
