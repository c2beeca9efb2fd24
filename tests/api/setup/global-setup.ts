import { prepareQueues } from '../../../api/src/jobs/index.ts';
import { createSequelize } from '../../../models/database.ts';
import { migrate } from '../../../models/migrate.ts';
import { recreateDatabase, TEST_DATABASE_URL } from '../../db.ts';

// One fresh, migrated database per test run: tests see exactly what the migrations create.
export default async function setup() {
  await recreateDatabase(TEST_DATABASE_URL);
  const sequelize = createSequelize(TEST_DATABASE_URL);
  await migrate(sequelize);
  await sequelize.close();
  await prepareQueues(TEST_DATABASE_URL);
}
