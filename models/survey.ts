import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  Op,
  type Sequelize,
} from 'sequelize';
import type { Form } from '../api/src/shared/forms.ts';
import { SURVEY_STATUSES, type SurveyStatus } from '../api/src/shared/surveys.ts';
import { optionalId, optionalText, primaryId, requiredText } from './columns.ts';
import type { Role } from './user.ts';

export { SURVEY_STATUSES, type SurveyStatus };

/** A survey sent to the users of some roles; its questions are a form of the form creator (JSON). */
export class Survey extends Model<InferAttributes<Survey>, InferCreationAttributes<Survey>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: string | null;
  declare status: CreationOptional<SurveyStatus>;
  declare recipientRoles: CreationOptional<Role[]>;
  declare createdBy: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  /** The questions: a form validated by formSchema (api/src/shared/forms.ts) before it is stored. */
  declare form: Form;
  declare sentAt: CreationOptional<Date | null>;
  declare closedAt: CreationOptional<Date | null>;

  /** Published surveys addressed to any of the given roles (/surveys). */
  static listPublishedForRoles(roles: Role[]) {
    return Survey.findAll({
      where: { status: 'published', recipientRoles: { [Op.overlap]: roles } },
      order: [['createdAt', 'DESC']],
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
      form: this.form,
      sentAt: this.sentAt,
      closedAt: this.closedAt,
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
        form: { type: DataTypes.JSONB, allowNull: false },
        sentAt: { type: DataTypes.DATE, allowNull: true },
        closedAt: { type: DataTypes.DATE, allowNull: true },
        createdBy: optionalId(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'surveys', modelName: 'Survey' },
    );
  }
}
