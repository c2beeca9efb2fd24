import {
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import { connectionOf } from './columns.ts';

/**
 * A course inside a master, at a position. PRIMARY KEY (master_id, course_id) refuses duplicate courses
 * (spec 5); UNIQUE (master_id, position) is DEFERRABLE so replaceCourses() can renumber in one transaction.
 */
export class MasterCourse extends Model<
  InferAttributes<MasterCourse>,
  InferCreationAttributes<MasterCourse>
> {
  declare masterId: number;
  declare courseId: number;
  declare position: number;

  static listByMaster(masterId: number) {
    return MasterCourse.findAll({ where: { masterId }, order: [['position', 'ASC']] });
  }

  /** Replaces the master's courses with courseIds, in that order. A repeated id fails on the primary key. */
  static async replaceCourses(
    masterId: number,
    courseIds: number[],
    transaction: Transaction,
  ): Promise<void> {
    await connectionOf(MasterCourse).query('SET CONSTRAINTS master_courses_position_unique DEFERRED', {
      transaction,
    });
    await MasterCourse.destroy({ where: { masterId }, transaction });
    await MasterCourse.bulkCreate(
      courseIds.map((courseId, position) => ({ masterId, courseId, position })),
      { transaction },
    );
  }

  toFormattedJSON() {
    return { masterId: this.masterId, courseId: this.courseId, position: this.position };
  }

  static initModel(sequelize: Sequelize) {
    MasterCourse.init(
      {
        masterId: { type: DataTypes.INTEGER, primaryKey: true },
        courseId: { type: DataTypes.INTEGER, primaryKey: true },
        position: { type: DataTypes.INTEGER, allowNull: false },
      },
      { sequelize, tableName: 'master_courses', modelName: 'MasterCourse', timestamps: false },
    );
  }
}
