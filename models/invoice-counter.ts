import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  QueryTypes,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import { connectionOf } from './columns.ts';

/** The last invoice number given in each series (e.g. one series per year). */
export class InvoiceCounter extends Model<
  InferAttributes<InvoiceCounter>,
  InferCreationAttributes<InvoiceCounter>
> {
  declare series: string;
  declare lastNumber: CreationOptional<number>;
  declare updatedAt: CreationOptional<Date>;

  /**
   * The next number of a series, taken inside the payment transaction: the upsert locks the series row
   * until commit, so concurrent payments get consecutive numbers and a rollback gives its number back.
   */
  static async next(series: string, transaction: Transaction): Promise<number> {
    const rows = await connectionOf(InvoiceCounter).query<{ last_number: number }>(
      `INSERT INTO invoice_counters (series, last_number) VALUES ($1, 1)
       ON CONFLICT (series) DO UPDATE SET last_number = invoice_counters.last_number + 1, updated_at = now()
       RETURNING last_number`,
      { bind: [series], transaction, type: QueryTypes.SELECT },
    );
    return rows[0].last_number;
  }

  toFormattedJSON() {
    return { series: this.series, lastNumber: this.lastNumber, updatedAt: this.updatedAt };
  }

  static initModel(sequelize: Sequelize) {
    InvoiceCounter.init(
      {
        series: { type: DataTypes.TEXT, primaryKey: true },
        lastNumber: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'invoice_counters', modelName: 'InvoiceCounter', createdAt: false },
    );
  }
}
