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
import { CourseModule } from './course-module.ts';
import { Lesson } from './lesson.ts';
import type { Product } from './product.ts';

export interface Faq {
  question: string;
  answer: string;
}

/** The course part of a product of type course: its modules of lessons, requirements, program and FAQs. */
export class Course extends Model<InferAttributes<Course>, InferCreationAttributes<Course>> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare requirements: string | null;
  declare program: string | null;
  declare faqs: CreationOptional<Faq[]>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare product?: NonAttribute<Product>;
  declare modules?: NonAttribute<CourseModule[]>;

  static findByProduct(productId: number) {
    return Course.findOne({ where: { productId } });
  }

  /** The course with its modules and their lessons, both in order. */
  static findWithLessons(id: number) {
    return Course.findByPk(id, {
      include: [{ model: CourseModule, as: 'modules', include: [{ model: Lesson, as: 'lessons' }] }],
      order: [
        [{ model: CourseModule, as: 'modules' }, 'position', 'ASC'],
        [{ model: CourseModule, as: 'modules' }, { model: Lesson, as: 'lessons' }, 'position', 'ASC'],
      ],
    });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      productId: this.productId,
      product: this.product?.toFormattedJSON(),
      requirements: this.requirements,
      program: this.program,
      faqs: this.faqs,
      modules: this.modules?.map((m) => m.toFormattedJSON()),
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Course.init(
      {
        id: primaryId(),
        productId: { ...requiredId(), unique: true },
        requirements: optionalText(),
        program: optionalText(),
        faqs: jsonArray(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'courses', modelName: 'Course' },
    );
  }
}
