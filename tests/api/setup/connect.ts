import { afterAll } from 'vitest';
import { createSequelize } from '../../../models/database.ts';
import { TEST_DATABASE_URL } from '../../db.ts';

// Each test file's worker initialises the models on its own pool.
const sequelize = createSequelize(TEST_DATABASE_URL, { pool: 20 });

afterAll(async () => {
  await sequelize.close();
});
