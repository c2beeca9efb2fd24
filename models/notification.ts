import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  Op,
  type Sequelize,
  type WhereOptions,
} from 'sequelize';
import { jsonObject, optionalDate, optionalId, optionalText, primaryId, requiredText } from './columns.ts';

/** A notification for one user, or for everybody when userId is null (system notification). */
export class Notification extends Model<
  InferAttributes<Notification>,
  InferCreationAttributes<Notification>
> {
  declare id: CreationOptional<number>;
  declare userId: number | null;
  declare type: string;
  declare subject: string | null;
  declare content: string | null;
  declare payload: CreationOptional<Record<string, unknown>>;
  declare readOn: Date | null;
  declare createdAt: CreationOptional<Date>;

  /**
   * A page of the user's notifications, newest first. nextToken is the last row's "createdAt|id" (keyset
   * paging on the (user_id, created_at, id) index), null when there is no further page.
   */
  static async pageForUser(
    userId: number,
    opts: { nextToken?: string | null; limit?: number; unreadOnly?: boolean },
  ) {
    const limit = opts.limit ?? 20;
    const where: WhereOptions<Notification>[] = [{ userId }];
    if (opts.unreadOnly) where.push({ readOn: null });
    const cursor = Notification.parseToken(opts.nextToken);
    if (cursor) {
      where.push({
        [Op.or]: [
          { createdAt: { [Op.lt]: cursor.createdAt } },
          { createdAt: cursor.createdAt, id: { [Op.lt]: cursor.id } },
        ],
      });
    }
    const rows = await Notification.findAll({
      where: { [Op.and]: where },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextToken = rows.length > limit && last ? `${last.createdAt.toISOString()}|${last.id}` : null;
    return { notifications: page, nextToken };
  }

  static countUnread(userId: number) {
    return Notification.count({ where: { userId, readOn: null } });
  }

  static listSystem(limit = 20) {
    return Notification.findAll({ where: { userId: null }, order: [['createdAt', 'DESC']], limit });
  }

  static markRead(userId: number, ids: number[]) {
    return Notification.update(
      { readOn: new Date() },
      { where: { userId, id: { [Op.in]: ids }, readOn: null } },
    );
  }

  private static parseToken(token: string | null | undefined): { createdAt: Date; id: number } | null {
    const [at, id] = (token ?? '').split('|');
    const createdAt = new Date(at);
    const parsedId = Number.parseInt(id ?? '', 10);
    return Number.isNaN(createdAt.getTime()) || Number.isNaN(parsedId) ? null : { createdAt, id: parsedId };
  }

  /** The shape of spec 3: id, type, user, payload, content, subject, readOn, timestamp. */
  toFormattedJSON() {
    return {
      id: this.id,
      type: this.type,
      user: this.userId,
      payload: this.payload,
      content: this.content,
      subject: this.subject,
      readOn: this.readOn,
      timestamp: this.createdAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    Notification.init(
      {
        id: primaryId(),
        userId: optionalId(),
        type: requiredText(),
        subject: optionalText(),
        content: optionalText(),
        payload: jsonObject(),
        readOn: optionalDate(),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'notifications', modelName: 'Notification', updatedAt: false },
    );
  }
}
