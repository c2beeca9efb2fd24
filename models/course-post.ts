import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { COURSE_POST_KINDS, type CoursePostKind } from '../api/src/shared/learning.ts';
import { optionalId, primaryId, requiredId, requiredText } from './columns.ts';
import type { User } from './user.ts';

export { COURSE_POST_KINDS, type CoursePostKind };

/** A comment or question on a course (its two tabs); replies point at their parent. */
export class CoursePost extends Model<InferAttributes<CoursePost>, InferCreationAttributes<CoursePost>> {
  declare id: CreationOptional<number>;
  declare courseId: number;
  declare userId: number;
  declare kind: CoursePostKind;
  declare text: string;
  declare parentId: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare author?: NonAttribute<User>;
  declare replies?: NonAttribute<CoursePost[]>;

  static listByCourse(courseId: number, kind: CoursePostKind) {
    return CoursePost.findAll({ where: { courseId, kind }, order: [['createdAt', 'DESC']] });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      courseId: this.courseId,
      userId: this.userId,
      author: this.author
        ? { id: this.author.id, name: this.author.name, avatar: this.author.avatar }
        : undefined,
      kind: this.kind,
      text: this.text,
      parentId: this.parentId,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    CoursePost.init(
      {
        id: primaryId(),
        courseId: requiredId(),
        userId: requiredId(),
        kind: requiredText(),
        text: requiredText(),
        parentId: optionalId(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'course_posts', modelName: 'CoursePost' },
    );
  }
}
