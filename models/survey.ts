import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  Op,
  type Sequelize,
} from 'sequelize';
import { SURVEY_STATUSES, type SurveyStatus } from '../api/src/shared/surveys.ts';
import { optionalId, optionalText, primaryId, requiredText } from './columns.ts';
import { SurveyQuestion } from './survey-question.ts';
import { SurveySection } from './survey-section.ts';
import type { Role } from './user.ts';

export { SURVEY_STATUSES, type SurveyStatus };

/** A survey sent to the users of some roles; sections hold the questions. */
export class Survey extends Model<InferAttributes<Survey>, InferCreationAttributes<Survey>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: string | null;
  declare status: CreationOptional<SurveyStatus>;
  declare recipientRoles: CreationOptional<Role[]>;
  declare createdBy: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare sections?: NonAttribute<SurveySection[]>;

  /** Published surveys addressed to any of the given roles (/surveys). */
  static listPublishedForRoles(roles: Role[]) {
    return Survey.findAll({
      where: { status: 'published', recipientRoles: { [Op.overlap]: roles } },
      order: [['createdAt', 'DESC']],
    });
  }

  static findWithQuestions(id: number) {
    return Survey.findByPk(id, {
      include: [
        { model: SurveySection, as: 'sections', include: [{ model: SurveyQuestion, as: 'questions' }] },
      ],
      order: [
        [{ model: SurveySection, as: 'sections' }, 'position', 'ASC'],
        [
          { model: SurveySection, as: 'sections' },
          { model: SurveyQuestion, as: 'questions' },
          'position',
          'ASC',
        ],
      ],
    });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      title: this.title,
      description: this.description,
      status: this.status,
      recipientRoles: this.recipientRoles,
      createdBy: this.createdBy,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
      sections: this.sections?.map((s) => s.toFormattedJSON()),
    };
  }

  static initModel(sequelize: Sequelize) {
    Survey.init(
      {
        id: primaryId(),
        title: requiredText(),
        description: optionalText(),
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'draft' },
        recipientRoles: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: ['USER'] },
        createdBy: optionalId(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'surveys', modelName: 'Survey' },
    );
  }
}
