import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  Op,
  QueryTypes,
  type Sequelize,
} from 'sequelize';
import { connectionOf, flag, optionalDate, primaryId, requiredId } from './columns.ts';

/** Whether a user watched a lesson. UNIQUE (user_id, lesson_id): one row per user and lesson. */
export class LessonProgress extends Model<
  InferAttributes<LessonProgress>,
  InferCreationAttributes<LessonProgress>
> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare lessonId: number;
  declare watched: CreationOptional<boolean>;
  declare watchedAt: Date | null;
  declare updatedAt: CreationOptional<Date>;

  static listByUserAndLessons(userId: number, lessonIds: number[]) {
    return LessonProgress.findAll({ where: { userId, lessonId: { [Op.in]: lessonIds } } });
  }

  /** Sets the watch state in one statement (upsert), so repeated clicks never hit the unique constraint. */
  static async markWatched(userId: number, lessonId: number, watched: boolean): Promise<void> {
    await connectionOf(LessonProgress).query(
      `INSERT INTO lesson_progress (user_id, lesson_id, watched, watched_at)
       VALUES ($1, $2, $3, CASE WHEN $3 THEN now() END)
       ON CONFLICT (user_id, lesson_id) DO UPDATE
       SET watched = EXCLUDED.watched, watched_at = EXCLUDED.watched_at, updated_at = now()`,
      { bind: [userId, lessonId, watched], type: QueryTypes.INSERT },
    );
  }

  toFormattedJSON() {
    return { lessonId: this.lessonId, userId: this.userId, watched: this.watched, watchedAt: this.watchedAt };
  }

  static initModel(sequelize: Sequelize) {
    LessonProgress.init(
      {
        id: primaryId(),
        userId: requiredId(),
        lessonId: requiredId(),
        watched: flag(false),
        watchedAt: optionalDate(),
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'lesson_progress', modelName: 'LessonProgress', createdAt: false },
    );
  }
}
