import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { primaryId, requiredId } from './columns.ts';
import type { SurveyAnswer } from './survey-answer.ts';

/** A user's submission of a survey. UNIQUE (survey_id, user_id): a survey is answered once per user. */
export class SurveyResponse extends Model<
  InferAttributes<SurveyResponse>,
  InferCreationAttributes<SurveyResponse>
> {
  declare id: CreationOptional<number>;
  declare surveyId: number;
  declare userId: number;
  declare submittedAt: CreationOptional<Date>;
  declare answers?: NonAttribute<SurveyAnswer[]>;

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
      answers: this.answers?.map((a) => a.toFormattedJSON()),
    };
  }

  static initModel(sequelize: Sequelize) {
    SurveyResponse.init(
      {
        id: primaryId(),
        surveyId: requiredId(),
        userId: requiredId(),
        submittedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      },
      { sequelize, tableName: 'survey_responses', modelName: 'SurveyResponse', timestamps: false },
    );
  }
}
