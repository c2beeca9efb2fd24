import type { Sequelize } from 'sequelize';
import { hashPassword } from '../api/src/auth/password.ts';
import { updateSetting } from '../api/src/services/config.ts';
import { type Role, User } from '../models/index.ts';
import { homeSections } from './home.ts';

export const DEMO_ACCOUNTS: {
  email: string;
  password: string;
  roles: Role[];
  name: string;
  surname: string;
}[] = [
  { email: 'admin@platea.test', password: 'Admin.2026', roles: ['ADMIN'], name: 'Ada', surname: 'Admin' },
  {
    email: 'producer@platea.test',
    password: 'Producer.2026',
    roles: ['PRODUCER'],
    name: 'Pau',
    surname: 'Productora',
  },
  { email: 'viewer@platea.test', password: 'Viewer.2026', roles: ['USER'], name: 'Vera', surname: 'Viewer' },
];

/** Loads the demo data once: only when the database has no user at all. */
export async function seedDemo(
  _sequelize: Sequelize,
  log: (msg: string) => void = () => {},
): Promise<boolean> {
  if ((await User.count()) > 0) return false;
  // Settings first, users last: users are what marks the seed as done.
  await updateSetting('theme.home', { sections: homeSections }, null);
  for (const a of DEMO_ACCOUNTS) {
    await User.create({
      email: a.email,
      passwordHash: await hashPassword(a.password),
      roles: a.roles,
      status: 'approved',
      activatedAt: new Date(),
      name: a.name,
      surname: a.surname,
      language: 'es',
      privacyAcceptedAt: new Date(),
      country: 'ES',
      avatar: null,
      description: null,
      youtube: null,
      twitter: null,
      facebook: null,
      instagram: null,
      linkedin: null,
      web: null,
      billingCompany: null,
      billingNif: null,
      billingAddress: null,
      billingCity: null,
      billingPostalCode: null,
      billingCountry: null,
      billingPrefix: null,
      billingPhone: null,
      recommendedBy: null,
      company: null,
      job: null,
      organizerRequestedAt: null,
    });
  }
  log(`Demo data loaded: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  return true;
}
