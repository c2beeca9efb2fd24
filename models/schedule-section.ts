import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { optionalId, position, primaryId, requiredId, requiredText } from './columns.ts';
import type { Product } from './product.ts';
import type { Speaker } from './speaker.ts';

/** A slot of an event's schedule (/schedule/{productSlug}/section/{sectionId}). */
export class ScheduleSection extends Model<
  InferAttributes<ScheduleSection>,
  InferCreationAttributes<ScheduleSection>
> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare title: string;
  declare durationMinutes: number;
  declare speakerId: number | null;
  declare position: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare product?: NonAttribute<Product>;
  declare speaker?: NonAttribute<Speaker | null>;

  static listByProduct(productId: number) {
    return ScheduleSection.findAll({
      where: { productId },
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
    });
  }

  static findInProduct(productId: number, sectionId: number) {
    return ScheduleSection.findOne({ where: { id: sectionId, productId } });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      productId: this.productId,
      title: this.title,
      durationMinutes: this.durationMinutes,
      speakerId: this.speakerId,
      speaker: this.speaker === undefined ? undefined : (this.speaker?.toFormattedJSON() ?? null),
      position: this.position,
    };
  }

  static initModel(sequelize: Sequelize) {
    ScheduleSection.init(
      {
        id: primaryId(),
        productId: requiredId(),
        title: requiredText(),
        durationMinutes: { type: DataTypes.INTEGER, allowNull: false },
        speakerId: optionalId(),
        position: position(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'schedule_sections', modelName: 'ScheduleSection' },
    );
  }
}
