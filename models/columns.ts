import { DataTypes, type Model, type Sequelize } from 'sequelize';
import type { Language } from './user.ts';

/** Per-language overrides of a record's texts, e.g. {"en": {"title": "...", "description": "..."}}. */
export type Translations = Partial<Record<Language, Record<string, string>>>;

// Sequelize mutates attribute definitions while initialising a model (it writes the column name into
// them), so one object shared by two attributes maps both to the same column. Hence factories, not constants.
export const primaryId = () => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true });
export const requiredId = () => ({ type: DataTypes.INTEGER, allowNull: false });
export const optionalId = () => ({ type: DataTypes.INTEGER, allowNull: true });
export const requiredText = () => ({ type: DataTypes.TEXT, allowNull: false });
export const optionalText = () => ({ type: DataTypes.TEXT, allowNull: true });
export const optionalInteger = () => ({ type: DataTypes.INTEGER, allowNull: true });
export const optionalDate = () => ({ type: DataTypes.DATE, allowNull: true });
export const position = () => ({ type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
export const flag = (defaultValue: boolean) => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue });
export const cents = () => ({ type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
export const optionalCents = () => ({ type: DataTypes.INTEGER, allowNull: true });
export const currency = () => ({ type: DataTypes.TEXT, allowNull: false, defaultValue: 'EUR' });
export const language = () => ({ type: DataTypes.TEXT, allowNull: false, defaultValue: 'es' });
export const textArray = () => ({
  type: DataTypes.ARRAY(DataTypes.TEXT),
  allowNull: false,
  defaultValue: [],
});
export const jsonObject = () => ({ type: DataTypes.JSONB, allowNull: false, defaultValue: {} });
export const jsonArray = () => ({ type: DataTypes.JSONB, allowNull: false, defaultValue: [] });
export const translations = jsonObject;

/** The connection a model was initialised on, for the few queries written in SQL. */
export function connectionOf(model: { name: string; sequelize?: Sequelize }): Sequelize {
  if (!model.sequelize) throw new Error(`${model.name} is not initialised: call initModels() first`);
  return model.sequelize;
}

/**
 * A prefix full-text query for the generated `search` columns: every word of the input must match the
 * start of a word of the document, accents and case ignored. Null when no word is left (caller answers []).
 */
export function prefixSearchQuery(term: string): string | null {
  const words = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/**
 * Sets on `model` every one of `keys` that `values` defines, typed key by key: a value whose type does not
 * fit its attribute fails to compile here, instead of hiding behind a cast at the call site.
 */
export function assignDefined<A extends object, K extends keyof A>(
  model: Model<A>,
  values: { [P in K]?: A[P] },
  keys: readonly K[],
): void {
  for (const key of keys) {
    const value = values[key];
    if (value !== undefined) model.set(key, value as A[K]);
  }
}

/** The keys of `values` that are defined, typed: `Partial<Pick<T, K>>`. */
export function pickDefined<T extends object, K extends keyof T>(
  values: T,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (values[key] !== undefined) out[key] = values[key];
  return out;
}
