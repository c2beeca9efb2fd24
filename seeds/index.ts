import type { Sequelize } from 'sequelize';
import { homeSchema, modulesSchema } from '../api/src/settings/schemas/config.ts';
import { SETTINGS } from '../api/src/settings/services/config.ts';
import { Setting, User } from '../models/index.ts';
import { seedActivity } from './activity.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedChannels } from './channels.ts';
import { seedCommerce } from './commerce.ts';
import { seedLearning } from './courses.ts';
import { seedDatasheet } from './datasheet.ts';
import { homeSections } from './home.ts';
import { seedLeads } from './leads.ts';
import { seedOpenLab } from './openlab.ts';
import { seedPages } from './pages.ts';
import { seedProducts } from './products.ts';
import { seedSurveys } from './surveys.ts';
import { hashDemoPasswords, seedUsers } from './users.ts';

export { DEMO_ACCOUNTS } from './users.ts';

// Any constant works: it only has to be the same for every process that seeds this database.
const SEED_LOCK = 7_240_002;

/**
 * Loads the demo data once: only when the database has no user at all. Everything is written in one
 * transaction, so a failure leaves nothing half-seeded and the next start tries again; an advisory lock
 * makes a second process starting at the same time wait and then find the users already there.
 */
export async function seedDemo(
  sequelize: Sequelize,
  log: (msg: string) => void = () => {},
): Promise<boolean> {
  if ((await User.count()) > 0) return false;
  const started = Date.now();
  // The slow part (scrypt), done before the transaction opens: one hash per distinct password.
  const hashes = await hashDemoPasswords();
  const hashed = Date.now();
  const seeded = await sequelize.transaction(async (transaction) => {
    await sequelize.query(`SELECT pg_advisory_xact_lock(${SEED_LOCK})`, { transaction });
    if ((await User.count({ transaction })) > 0) return null;
    const ctx = { transaction, now: new Date() };
    const users = await seedUsers(ctx, hashes);
    const channels = await seedChannels(ctx, users);
    const catalogue = await seedCatalogue(ctx, users, channels);
    const products = await seedProducts(ctx, channels, catalogue);
    const learning = await seedLearning(ctx, products);
    await seedDatasheet(ctx, products);
    await seedPages(ctx);
    await seedCommerce(ctx, { users, channels, products });
    await seedActivity(ctx, { users, products, learning });
    await seedSurveys(ctx, users);
    await seedLeads(ctx, { channels, products });
    await seedOpenLab(ctx, users, channels);
    const home = homeSchema.parse({ sections: homeSections({ products, channels, catalogue }) });
    await Setting.upsert({ key: 'theme.home', value: home, updatedBy: null }, { transaction });
    // The demo shows the modules it has data for (the open lab's survey and lean test, the ideas, the home's banner, the leads; cognition analyses the demo's products, channels and chats locally); a fresh install without
    // the demo has every optional module off until an admin switches it on in /manage/modules.
    const modules = modulesSchema.parse({
      ...SETTINGS.modules.defaults,
      openlab: true,
      advertising: true,
      leads: true,
      ideas: true,
      cognition: true,
    });
    await Setting.upsert({ key: 'modules', value: modules, updatedBy: null }, { transaction });
    return { users: Object.values(users).map((u) => u.email), products: Object.keys(products.byKey).length };
  });
  if (!seeded) return false;
  log(
    `Demo data loaded in ${Date.now() - started} ms (passwords ${hashed - started} ms): ${seeded.products} products; accounts ${seeded.users.join(', ')}`,
  );
  return true;
}
