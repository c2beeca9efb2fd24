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
import { optionalDate, optionalId, primaryId, requiredId, requiredText } from './columns.ts';
import type { User } from './user.ts';

export const CHAT_MESSAGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];
export const CHAT_MESSAGE_MAX = 1000;

/** A chat message on a product's player; pending until a moderator approves it when moderated chat is on. */
export class ChatMessage extends Model<InferAttributes<ChatMessage>, InferCreationAttributes<ChatMessage>> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare userId: number;
  declare text: string;
  declare status: CreationOptional<ChatMessageStatus>;
  declare moderatedBy: number | null;
  declare moderatedAt: Date | null;
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
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'chat_messages', modelName: 'ChatMessage', updatedAt: false },
    );
  }
}
