import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { jsonArray, optionalText, primaryId, requiredId } from './columns.ts';
import type { Product } from './product.ts';

export interface DatasheetBenefit {
  title: string;
  text: string;
}
export interface DatasheetTestimonial {
  name: string;
  text: string;
}
export interface DatasheetLink {
  title?: string;
  url: string;
}
export const DATASHEET_ABSTRACT_RECOMMENDED_MAX = 1000;
export const DATASHEET_BENEFITS_RECOMMENDED_MAX = 4;

/** The educational sheet (OEE) of a product of type datasheet. */
export class Datasheet extends Model<InferAttributes<Datasheet>, InferCreationAttributes<Datasheet>> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare author: string | null;
  declare abstract: string | null;
  declare duration: string | null;
  declare modality: string | null;
  declare time: string | null;
  declare experience: string | null;
  declare people: string | null;
  declare money: string | null;
  declare participants: string | null;
  declare benefits: CreationOptional<DatasheetBenefit[]>;
  declare testimonials: CreationOptional<DatasheetTestimonial[]>;
  declare resources: CreationOptional<DatasheetLink[]>;
  declare license: string | null;
  declare skills: string | null;
  declare mechanisms: string | null;
  declare strategy: string | null;
  declare pedagogicalMethod: string | null;
  declare relatedLinks: CreationOptional<DatasheetLink[]>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare product?: NonAttribute<Product>;

  static findByProduct(productId: number) {
    return Datasheet.findOne({ where: { productId } });
  }

  toFormattedJSON() {
    return {
      ...this.get({ plain: true, clone: true }),
      product: this.product?.toFormattedJSON(),
    };
  }

  static initModel(sequelize: Sequelize) {
    Datasheet.init(
      {
        id: primaryId(),
        productId: { ...requiredId(), unique: true },
        author: optionalText(),
        abstract: optionalText(),
        duration: optionalText(),
        modality: optionalText(),
        time: optionalText(),
        experience: optionalText(),
        people: optionalText(),
        money: optionalText(),
        participants: optionalText(),
        benefits: jsonArray(),
        testimonials: jsonArray(),
        resources: jsonArray(),
        license: optionalText(),
        skills: optionalText(),
        mechanisms: optionalText(),
        strategy: optionalText(),
        pedagogicalMethod: optionalText(),
        relatedLinks: jsonArray(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'datasheets', modelName: 'Datasheet' },
    );
  }
}
