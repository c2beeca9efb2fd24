import {
  type CreationOptional,
  col,
  DataTypes,
  fn,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  Op,
  QueryTypes,
  type Sequelize,
} from 'sequelize';
import { connectionOf, optionalText, primaryId, requiredId } from './columns.ts';

/** A user's 1..5 rating of a lesson. UNIQUE (user_id, lesson_id): rating again replaces the rating. */
export class LessonRating extends Model<
  InferAttributes<LessonRating>,
  InferCreationAttributes<LessonRating>
> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare lessonId: number;
  declare rating: number;
  declare comment: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static async rate(
    userId: number,
    lessonId: number,
    rating: number,
    comment: string | null = null,
  ): Promise<void> {
    await connectionOf(LessonRating).query(
      `INSERT INTO lesson_ratings (user_id, lesson_id, rating, comment) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, lesson_id) DO UPDATE
       SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, updated_at = now()`,
      { bind: [userId, lessonId, rating, comment], type: QueryTypes.INSERT },
    );
  }

  static listByLesson(lessonId: number) {
    return LessonRating.findAll({ where: { lessonId }, order: [['updatedAt', 'DESC']] });
  }

  /** Average rating and count per lesson, for the lessons list and the admin's lesson ratings page. */
  static async summaryByLessons(
    lessonIds: number[],
  ): Promise<Map<number, { average: number; count: number }>> {
    const rows = (await LessonRating.findAll({
      attributes: ['lessonId', [fn('avg', col('rating')), 'average'], [fn('count', '*'), 'count']],
      where: { lessonId: { [Op.in]: lessonIds } },
      group: ['lessonId'],
      raw: true,
    })) as unknown as { lessonId: number; average: string; count: number }[];
    return new Map(rows.map((r) => [r.lessonId, { average: Number(r.average), count: Number(r.count) }]));
  }

  toFormattedJSON() {
    return {
      id: this.id,
      userId: this.userId,
      lessonId: this.lessonId,
      rating: this.rating,
      comment: this.comment,
      updatedAt: this.updatedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    LessonRating.init(
      {
        id: primaryId(),
        userId: requiredId(),
        lessonId: requiredId(),
        rating: { type: DataTypes.INTEGER, allowNull: false },
        comment: optionalText(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'lesson_ratings', modelName: 'LessonRating' },
    );
  }
}
