import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  QueryTypes,
  type Sequelize,
} from 'sequelize';
import { connectionOf, primaryId, requiredId, requiredText } from './columns.ts';

/** A viewer's own notes on a lesson, private to them. UNIQUE (user_id, lesson_id): one text, replaced. */
export class LessonNote extends Model<InferAttributes<LessonNote>, InferCreationAttributes<LessonNote>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare lessonId: number;
  declare text: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static findMine(userId: number, lessonId: number) {
    return LessonNote.findOne({ where: { userId, lessonId } });
  }

  /** Saves the text in one statement (upsert); an empty text removes the note. Answers the row, if any. */
  static async save(userId: number, lessonId: number, text: string): Promise<LessonNote | null> {
    if (text === '') {
      await LessonNote.destroy({ where: { userId, lessonId } });
      return null;
    }
    await connectionOf(LessonNote).query(
      `INSERT INTO lesson_notes (user_id, lesson_id, text) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, lesson_id) DO UPDATE SET text = EXCLUDED.text, updated_at = now()`,
      { bind: [userId, lessonId, text], type: QueryTypes.INSERT },
    );
    return LessonNote.findMine(userId, lessonId);
  }

  toFormattedJSON() {
    return { lessonId: this.lessonId, text: this.text, updatedAt: this.updatedAt };
  }

  static initModel(sequelize: Sequelize) {
    LessonNote.init(
      {
        id: primaryId(),
        userId: requiredId(),
        lessonId: requiredId(),
        text: requiredText(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'lesson_notes', modelName: 'LessonNote' },
    );
  }
}
