import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { User } from '../../models/index.ts';

// Every Sequelize model against the table the migrations built (the test database is freshly migrated
// by tests/api/setup/global-setup.ts): same columns, compatible types, same nullability. A model and its
// migration cannot drift apart unnoticed.

const sequelize = User.sequelize as NonNullable<typeof User.sequelize>;

/** The PostgreSQL type (udt_name) a Sequelize data type reads and writes. */
function expectedUdt(type: { key: string; type?: { key: string }; options?: { length?: number } }): string {
  const key = type.key;
  if (key === 'ARRAY') return `_${expectedUdt(type.type as never)}`;
  const map: Record<string, string> = {
    INTEGER: 'int4',
    BIGINT: 'int8',
    SMALLINT: 'int2',
    TEXT: 'text',
    STRING: 'varchar',
    CITEXT: 'citext',
    BOOLEAN: 'bool',
    DATE: 'timestamptz',
    DATEONLY: 'date',
    JSONB: 'jsonb',
    JSON: 'json',
    DECIMAL: 'numeric',
    FLOAT: 'float8',
    DOUBLE: 'float8',
    'DOUBLE PRECISION': 'float8',
    REAL: 'float4',
    UUID: 'uuid',
    TSVECTOR: 'tsvector',
    INET: 'inet',
    TIME: 'time',
  };
  return map[key] ?? key.toLowerCase();
}

interface Column {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}

describe('models match their migrated tables', async () => {
  const columns = await sequelize.query<Column>(
    `SELECT table_name, column_name, udt_name, is_nullable, is_generated FROM information_schema.columns
      WHERE table_schema = 'public'`,
    { type: QueryTypes.SELECT },
  );
  const byTable = new Map<string, Map<string, Column>>();
  for (const c of columns) {
    const table = byTable.get(c.table_name) ?? new Map<string, Column>();
    table.set(c.column_name, c);
    byTable.set(c.table_name, table);
  }
  const models = Object.values(sequelize.models).sort((a, b) => a.name.localeCompare(b.name));

  it('knows every model', () => {
    expect(models.length).toBeGreaterThan(30);
  });

  it.each(models.map((m) => [m.name, m] as const))('%s', (_name, model) => {
    const tableName = model.getTableName() as string;
    const table = byTable.get(tableName);
    expect(table, `table ${tableName} exists`).toBeDefined();
    const drift: string[] = [];
    const fields = new Set<string>();
    // Sequelize sets its own timestamps on every insert and update: never null from the model's side.
    const stamps = new Set(
      model.options.timestamps === false
        ? []
        : [model.options.createdAt ?? 'createdAt', model.options.updatedAt ?? 'updatedAt'].filter(
            (a): a is string => typeof a === 'string',
          ),
    );
    for (const [name, attr] of Object.entries(model.getAttributes())) {
      if ((attr.type as { key: string }).key === 'VIRTUAL') continue;
      const field = attr.field ?? name;
      fields.add(field);
      const column = table?.get(field);
      if (!column) {
        drift.push(`${name}: no column ${field}`);
        continue;
      }
      const udt = expectedUdt(attr.type as never);
      if (udt !== column.udt_name) drift.push(`${name}: model ${udt}, table ${column.udt_name}`);
      const modelNullable = attr.allowNull !== false && !attr.primaryKey && !stamps.has(name);
      const tableNullable = column.is_nullable === 'YES';
      if (modelNullable !== tableNullable) {
        drift.push(
          `${name}: model ${modelNullable ? 'NULL' : 'NOT NULL'}, table ${tableNullable ? 'NULL' : 'NOT NULL'}`,
        );
      }
    }
    // Generated columns (the search vectors) are read in SQL only; a model must not write them.
    for (const [column, info] of table ?? []) {
      if (!fields.has(column) && info.is_generated !== 'ALWAYS') drift.push(`column ${column}: no attribute`);
    }
    expect(drift).toEqual([]);
  });
});
