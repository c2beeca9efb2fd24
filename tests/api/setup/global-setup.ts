import { prepareQueues } from '../../../api/src/jobs/index.ts';
import { createSequelize } from '../../../models/database.ts';
import { migrate } from '../../../models/migrate.ts';
import { recreateDatabase, TEST_DATABASE_URL } from '../../db.ts';
import { dropRunDatabases, templateDatabaseUrl } from '../../run-databases.ts';

// One migrated template per run, made here once: tests see exactly what the migrations create, and every
// test file gets its own copy of it (setup/file-database.ts), so files run side by side. What an
// interrupted run left behind (its template, files' databases) is dropped first; the rest at the end.
export default async function setup() {
  await dropRunDatabases(TEST_DATABASE_URL);
  const template = templateDatabaseUrl(TEST_DATABASE_URL);
  await recreateDatabase(template);
  const sequelize = createSequelize(template);
  await migrate(sequelize);
  await sequelize.close();
  // The job queue's schema and queues too; every connection to the template is closed when this returns.
  await prepareQueues(template);
  return async () => {
    await dropRunDatabases(TEST_DATABASE_URL);
  };
}
