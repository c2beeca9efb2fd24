import {
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import { QUESTION_TYPES, type QuestionType, SCALE_MAX, SCALE_MIN } from '../api/src/shared/surveys.ts';
import { flag, jsonArray, optionalText, position, primaryId, requiredId, requiredText } from './columns.ts';

export { QUESTION_TYPES, type QuestionType, SCALE_MAX, SCALE_MIN };

/** A question of a survey section; also the form creator's field (name, type, required, text, placeholder, values). */
export class SurveyQuestion extends Model<
  InferAttributes<SurveyQuestion>,
  InferCreationAttributes<SurveyQuestion>
> {
  declare id: CreationOptional<number>;
  declare sectionId: number;
  declare name: string | null;
  declare statement: string;
  declare type: QuestionType;
  declare required: CreationOptional<boolean>;
  declare placeholder: string | null;
  /** The values a select, radio or checkbox question offers. */
  declare options: CreationOptional<string[]>;
  declare position: CreationOptional<number>;

  static listBySection(sectionId: number) {
    return SurveyQuestion.findAll({ where: { sectionId }, order: [['position', 'ASC']] });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      sectionId: this.sectionId,
      name: this.name,
      statement: this.statement,
      type: this.type,
      required: this.required,
      placeholder: this.placeholder,
      options: this.options,
      position: this.position,
    };
  }

  static initModel(sequelize: Sequelize) {
    SurveyQuestion.init(
      {
        id: primaryId(),
        sectionId: requiredId(),
        name: optionalText(),
        statement: requiredText(),
        type: requiredText(),
        required: flag(false),
        placeholder: optionalText(),
        options: jsonArray(),
        position: position(),
      },
      { sequelize, tableName: 'survey_questions', modelName: 'SurveyQuestion', timestamps: false },
    );
  }
}
