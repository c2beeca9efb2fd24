import { assignDefined } from '../../../../models/columns.ts';
import { Datasheet, type Language, type User } from '../../../../models/index.ts';
import { canManageOwner } from '../../catalogue/services/catalogue-access.ts';
import { datasheetFields, datasheetWarnings } from '../../catalogue/services/product-extras.ts';
import { loadRelations } from '../../catalogue/services/product-relations.ts';
import {
  createProduct,
  deleteProduct,
  inTransaction,
  updateProduct,
} from '../../catalogue/services/products.ts';
import { listTyped, typedFor, typedJson, typedView } from '../../catalogue/services/typed-products.ts';
import { AppError } from '../../errors.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import type { ListParams } from '../../lib/rest.ts';
import type {
  DatasheetExtras,
  TypedCreateInput,
  TypedProductFilter,
  TypedUpdateInput,
} from '../schemas/course.ts';
import { datasheetFields as DATASHEET_FIELDS } from '../schemas/course.ts';

/**
 * Datasheets (educational sheets, OEE; spec 3): a product of type datasheet with its sheet fields. The
 * recommended limits of spec 5 (abstract up to 1000 characters, up to 4 benefits) come back as
 * `warnings`, never as errors.
 */

const FIELD_NAMES = Object.keys(DATASHEET_FIELDS) as (keyof DatasheetExtras)[];

function setExtras(sheet: Datasheet, body: DatasheetExtras) {
  assignDefined(sheet, body, FIELD_NAMES);
}

function sheetJson(sheet: Datasheet, full: boolean, lang: Language) {
  return { ...datasheetFields(sheet, full), warnings: full ? datasheetWarnings(sheet, lang) : [] };
}

export async function listDatasheets(user: User | null, p: ListParams<TypedProductFilter>, lang: Language) {
  const { rows, count } = await listTyped<Datasheet>(user, Datasheet, 'datasheet', p);
  return {
    rows: rows.map((d) => {
      const full = canManageOwner(user, d.product.channel.userId) && !p.filter.public;
      return {
        ...typedJson(d, d.product, { lang, full, channel: d.product.channel }),
        ...sheetJson(d, full, lang),
      };
    }),
    count,
  };
}

export async function datasheetView(user: User | null, id: number, lang: Language) {
  const { row, product, channel, full } = await typedView<Datasheet>(user, Datasheet, 'datasheet', id);
  const relations = await loadRelations(product.id);
  return { ...typedJson(row, product, { lang, full, channel, relations }), ...sheetJson(row, full, lang) };
}

export async function createDatasheet(user: User, body: TypedCreateInput<DatasheetExtras>) {
  return catalogueErrors('DATASHEET_SAVE_FAILED', () =>
    inTransaction(undefined, async (transaction) => {
      const product = await createProduct(user, { ...body, type: 'datasheet' }, transaction);
      const sheet = await Datasheet.findOne({ where: { productId: product.id }, transaction });
      if (!sheet) throw new AppError('DATASHEET_SAVE_FAILED');
      setExtras(sheet, body);
      return sheet.save({ transaction });
    }),
  );
}

export async function updateDatasheet(user: User, id: number, body: TypedUpdateInput<DatasheetExtras>) {
  return catalogueErrors('DATASHEET_SAVE_FAILED', () =>
    inTransaction(undefined, async (transaction) => {
      const { row, product } = await typedFor<Datasheet>(user, Datasheet, 'datasheet', id, {
        transaction,
        lock: true,
      });
      await updateProduct(user, product.id, body, transaction);
      setExtras(row, body);
      return row.save({ transaction });
    }),
  );
}

export async function deleteDatasheet(user: User, id: number) {
  const { row, product } = await typedFor<Datasheet>(user, Datasheet, 'datasheet', id);
  await catalogueErrors('DATASHEET_SAVE_FAILED', () => deleteProduct(user, product.id));
  return row;
}
