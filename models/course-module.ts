import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { position, primaryId, requiredId, requiredText } from './columns.ts';
import type { Lesson } from './lesson.ts';

/** A module of a course: an ordered group of lessons. */
export class CourseModule extends Model<
  InferAttributes<CourseModule>,
  InferCreationAttributes<CourseModule>
> {
  declare id: CreationOptional<number>;
  declare courseId: number;
  declare title: string;
  declare position: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare lessons?: NonAttribute<Lesson[]>;

  static listByCourse(courseId: number) {
    return CourseModule.findAll({
      where: { courseId },
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
    });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      courseId: this.courseId,
      title: this.title,
      position: this.position,
      lessons: this.lessons?.map((l) => l.toFormattedJSON()),
    };
  }

  static initModel(sequelize: Sequelize) {
    CourseModule.init(
      {
        id: primaryId(),
        courseId: requiredId(),
        title: requiredText(),
        position: position(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'course_modules', modelName: 'CourseModule' },
    );
  }
}
