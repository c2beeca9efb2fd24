import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import { primaryId, requiredId } from './columns.ts';

/** The answer to one question: a string, a number or a list of chosen options, kept as JSON. */
export type AnswerValue = string | number | boolean | string[];

export class SurveyAnswer extends Model<
  InferAttributes<SurveyAnswer>,
  InferCreationAttributes<SurveyAnswer>
> {
  declare id: CreationOptional<number>;
  declare responseId: number;
  declare questionId: number;
  declare value: AnswerValue;

  static listByQuestion(questionId: number) {
    return SurveyAnswer.findAll({ where: { questionId } });
  }

  toFormattedJSON() {
    return { id: this.id, responseId: this.responseId, questionId: this.questionId, value: this.value };
  }

  static initModel(sequelize: Sequelize) {
    SurveyAnswer.init(
      {
        id: primaryId(),
        responseId: requiredId(),
        questionId: requiredId(),
        value: { type: DataTypes.JSONB, allowNull: false },
      },
      { sequelize, tableName: 'survey_answers', modelName: 'SurveyAnswer', timestamps: false },
    );
  }
}
