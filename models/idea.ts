import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import { optionalId, optionalText, primaryId, requiredText } from './columns.ts';

export const IDEA_STATUSES = ['new', 'under_review', 'accepted', 'rejected'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/** An idea shared in the open lab (ideas module). */
export class Idea extends Model<InferAttributes<Idea>, InferCreationAttributes<Idea>> {
  declare id: CreationOptional<number>;
  declare userId: number | null;
  declare title: string;
  declare body: string | null;
  declare status: CreationOptional<IdeaStatus>;
  declare votes: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static listByStatus(status: IdeaStatus) {
    return Idea.findAll({
      where: { status },
      order: [
        ['votes', 'DESC'],
        ['createdAt', 'DESC'],
      ],
    });
  }

  static listAll() {
    return Idea.findAll({ order: [['createdAt', 'DESC']] });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      userId: this.userId,
      title: this.title,
      body: this.body,
      status: this.status,
      votes: this.votes,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Idea.init(
      {
        id: primaryId(),
        userId: optionalId(),
        title: requiredText(),
        body: optionalText(),
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'new' },
        votes: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'ideas', modelName: 'Idea' },
    );
  }
}
