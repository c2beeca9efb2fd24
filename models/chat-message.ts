import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  literal,
  Model,
  type NonAttribute,
  Op,
  type Sequelize,
} from 'sequelize';
import { CHAT_MESSAGE_STATES, CHAT_TEXT_MAX } from '../api/src/shared/chat.ts';
import { optionalDate, optionalId, primaryId, requiredId, requiredText } from './columns.ts';
import type { User } from './user.ts';

export const CHAT_MESSAGE_STATUSES = CHAT_MESSAGE_STATES;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];
export const CHAT_MESSAGE_MAX = CHAT_TEXT_MAX;

/**
 * A chat message of a live moment (issue 21): pending until a moderator approves it when moderated chat
 * is on, hidden by a moderator or a ban. `revision` (migration 0032) is taken anew at every change.
 */
export class ChatMessage extends Model<InferAttributes<ChatMessage>, InferCreationAttributes<ChatMessage>> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare userId: number;
  declare text: string;
  declare status: CreationOptional<ChatMessageStatus>;
  declare moderatedBy: number | null;
  declare moderatedAt: Date | null;
  declare revision: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare author?: NonAttribute<User>;

  static listApprovedByProduct(productId: number, opts: { after?: Date; limit?: number } = {}) {
    return ChatMessage.findAll({
      where: { productId, status: 'approved', ...(opts.after ? { createdAt: { [Op.gt]: opts.after } } : {}) },
      order: [['createdAt', 'ASC']],
      limit: opts.limit ?? 200,
    });
  }

  static listPendingByProduct(productId: number) {
    return ChatMessage.findAll({ where: { productId, status: 'pending' }, order: [['createdAt', 'ASC']] });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      productId: this.productId,
      userId: this.userId,
      author: this.author
        ? { id: this.author.id, name: this.author.name, avatar: this.author.avatar }
        : undefined,
      text: this.text,
      status: this.status,
      createdAt: this.createdAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    ChatMessage.init(
      {
        id: primaryId(),
        productId: requiredId(),
        userId: requiredId(),
        text: requiredText(),
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'pending' },
        moderatedBy: optionalId(),
        moderatedAt: optionalDate(),
        // Taken from chat_revision_seq by the database at every insert and change (migration 0032).
        revision: {
          type: DataTypes.BIGINT,
          allowNull: false,
          defaultValue: literal("nextval('chat_revision_seq')"),
        },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'chat_messages', modelName: 'ChatMessage', updatedAt: false },
    );
  }
}
