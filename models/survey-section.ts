import {
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { optionalText, position, primaryId, requiredId, requiredText } from './columns.ts';
import type { SurveyQuestion } from './survey-question.ts';

export class SurveySection extends Model<
  InferAttributes<SurveySection>,
  InferCreationAttributes<SurveySection>
> {
  declare id: CreationOptional<number>;
  declare surveyId: number;
  declare title: string;
  declare description: string | null;
  declare position: CreationOptional<number>;
  declare questions?: NonAttribute<SurveyQuestion[]>;

  static listBySurvey(surveyId: number) {
    return SurveySection.findAll({ where: { surveyId }, order: [['position', 'ASC']] });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      surveyId: this.surveyId,
      title: this.title,
      description: this.description,
      position: this.position,
      questions: this.questions?.map((q) => q.toFormattedJSON()),
    };
  }

  static initModel(sequelize: Sequelize) {
    SurveySection.init(
      {
        id: primaryId(),
        surveyId: requiredId(),
        title: requiredText(),
        description: optionalText(),
        position: position(),
      },
      { sequelize, tableName: 'survey_sections', modelName: 'SurveySection', timestamps: false },
    );
  }
}
