import { env } from '../api/src/env.ts';
import { logger } from '../api/src/lib/logger.ts';
import { seedDemo } from '../seeds/index.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';

// `npm run db:migrate` / `npm run db:seed`: the same steps `npm start` runs, without the server.
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(2);
}
const log = (msg: string) => logger.info(msg);
const db = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  embeddedPort: env.EMBEDDED_PG_PORT,
  log,
});
try {
  const applied = await migrate(db.sequelize, log);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations');
  if (command === 'seed')
    console.log((await seedDemo(db.sequelize, log)) ? 'Demo data loaded' : 'Users exist: seed skipped');
} finally {
  await db.close();
}
