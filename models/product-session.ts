import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  Op,
  QueryTypes,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import {
  connectionOf,
  optionalDate,
  optionalInteger,
  optionalText,
  primaryId,
  requiredId,
  type Translations,
  translations,
} from './columns.ts';
import type { Product } from './product.ts';

/**
 * A date of a (multi-date) product. Once the product was published the database refuses edits and deletions
 * of saved sessions (constraint product_sessions_published_immutable); only tickets_sold may still change.
 */
export class ProductSession extends Model<
  InferAttributes<ProductSession>,
  InferCreationAttributes<ProductSession>
> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare startsAt: Date;
  declare durationMinutes: number | null;
  declare title: string | null;
  /** The title in other languages: {"en": {"title": "..."}}. */
  declare translations: CreationOptional<Translations>;
  declare capacity: number | null;
  declare ticketsSold: CreationOptional<number>;
  /** When its audience was told it starts (meets; set once by the meets.starting sweep). */
  declare startingNotifiedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare product?: NonAttribute<Product>;

  static listByProduct(productId: number) {
    return ProductSession.findAll({ where: { productId }, order: [['startsAt', 'ASC']] });
  }

  static listUpcoming(from: Date = new Date(), limit = 100) {
    return ProductSession.findAll({
      where: { startsAt: { [Op.gte]: from } },
      order: [['startsAt', 'ASC']],
      limit,
    });
  }

  /**
   * Takes one seat inside the caller's transaction. The UPDATE locks the session row until commit and the
   * tickets_sold <= capacity CHECK backs it, so concurrent buyers cannot oversell. False when sold out.
   */
  static async takeSeat(sessionId: number, transaction: Transaction): Promise<boolean> {
    const rows = await connectionOf(ProductSession).query(
      `UPDATE product_sessions SET tickets_sold = tickets_sold + 1
       WHERE id = $1 AND (capacity IS NULL OR tickets_sold < capacity) RETURNING id`,
      { bind: [sessionId], transaction, type: QueryTypes.SELECT },
    );
    return rows.length === 1;
  }

  isSoldOut(): boolean {
    return this.capacity !== null && this.ticketsSold >= this.capacity;
  }

  toFormattedJSON() {
    return {
      id: this.id,
      productId: this.productId,
      startsAt: this.startsAt,
      durationMinutes: this.durationMinutes,
      title: this.title,
      translations: this.translations,
      capacity: this.capacity,
      ticketsSold: this.ticketsSold,
      soldOut: this.isSoldOut(),
      createdAt: this.createdAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    ProductSession.init(
      {
        id: primaryId(),
        productId: requiredId(),
        startsAt: { type: DataTypes.DATE, allowNull: false },
        durationMinutes: optionalInteger(),
        title: optionalText(),
        translations: translations(),
        capacity: optionalInteger(),
        ticketsSold: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        startingNotifiedAt: optionalDate(),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'product_sessions', modelName: 'ProductSession', updatedAt: false },
    );
  }
}
