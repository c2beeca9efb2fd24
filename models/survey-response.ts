import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import type { FormAnswers } from '../api/src/shared/forms.ts';
import { primaryId, requiredId } from './columns.ts';

/** A user's submission of a survey. UNIQUE (survey_id, user_id): a survey is answered once per user. */
export class SurveyResponse extends Model<
  InferAttributes<SurveyResponse>,
  InferCreationAttributes<SurveyResponse>
> {
  declare id: CreationOptional<number>;
  declare surveyId: number;
  declare userId: number;
  declare submittedAt: CreationOptional<Date>;
  /** The answers by field name of the survey's form (checked by checkAnswers before they are stored). */
  declare answers: CreationOptional<FormAnswers>;

  static findBySurveyAndUser(surveyId: number, userId: number) {
    return SurveyResponse.findOne({ where: { surveyId, userId } });
  }

  static countBySurvey(surveyId: number) {
    return SurveyResponse.count({ where: { surveyId } });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      surveyId: this.surveyId,
      userId: this.userId,
      submittedAt: this.submittedAt,
      answers: this.answers,
    };
  }

  static initModel(sequelize: Sequelize) {
    SurveyResponse.init(
      {
        id: primaryId(),
        surveyId: requiredId(),
        userId: requiredId(),
        submittedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        answers: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      },
      { sequelize, tableName: 'survey_responses', modelName: 'SurveyResponse', timestamps: false },
    );
  }
}
