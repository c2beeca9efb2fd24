import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import { IDEA_STATUSES, type IdeaStatus } from '../api/src/shared/openlab.ts';
import { optionalDate, optionalId, optionalText, primaryId, requiredText } from './columns.ts';

export { IDEA_STATUSES, type IdeaStatus };

/**
 * An idea shared in the open lab (ideas module): pending until an admin publishes it, then voted (one vote
 * per user: idea_votes, UNIQUE) and commented (idea_comments), and at last done, merged or rejected.
 * `votes` and `commentCount` are the counts of those tables, kept in the same transactions.
 */
export class Idea extends Model<InferAttributes<Idea>, InferCreationAttributes<Idea>> {
  declare id: CreationOptional<number>;
  declare userId: number | null;
  declare title: string;
  declare body: string | null;
  declare status: CreationOptional<IdeaStatus>;
  declare reason: CreationOptional<string | null>;
  declare mergedInto: CreationOptional<number | null>;
  declare channelId: CreationOptional<number | null>;
  declare productId: CreationOptional<number | null>;
  declare votes: CreationOptional<number>;
  declare commentCount: CreationOptional<number>;
  declare moderatedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Idea.init(
      {
        id: primaryId(),
        userId: optionalId(),
        title: requiredText(),
        body: optionalText(),
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'pending' },
        reason: optionalText(),
        mergedInto: optionalId(),
        channelId: optionalId(),
        productId: optionalId(),
        votes: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        commentCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        moderatedAt: optionalDate(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'ideas', modelName: 'Idea' },
    );
  }
}
