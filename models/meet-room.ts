import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  Op,
  type Sequelize,
} from 'sequelize';
import type { StreamStatus } from '../api/src/shared/enums.ts';
import { optionalDate, optionalInteger, primaryId, requiredId, requiredText } from './columns.ts';

export const MEET_MAX_PARTICIPANTS = 70;

/** What a room is for: a meet product's meeting, a course lesson held as a meeting, a rehearsal. */
export type MeetRoomKind = 'meet' | 'lesson' | 'rehearsal';

/**
 * A video meeting room: a meet product's, a course lesson's (kind lesson, lessonId) or a product's
 * rehearsal room. One non-ended room per product, kind and lesson (partial UNIQUE).
 */
export class MeetRoom extends Model<InferAttributes<MeetRoom>, InferCreationAttributes<MeetRoom>> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare kind: CreationOptional<MeetRoomKind>;
  declare lessonId: CreationOptional<number | null>;
  /** Who opened it (a rehearsal's bill goes to its product's channel; this says who was in charge). */
  declare startedBy: CreationOptional<number | null>;
  /** A rehearsal's metered minutes and its price, written when it ends. */
  declare billedMinutes: CreationOptional<number | null>;
  declare chargeCents: CreationOptional<number | null>;
  declare roomId: string;
  /** The video-room provider that holds roomId (api/src/meetings/providers). */
  declare provider: CreationOptional<string>;
  declare status: CreationOptional<StreamStatus>;
  declare startedAt: Date | null;
  declare endedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static findRunningByProduct(productId: number) {
    return MeetRoom.findOne({ where: { productId, kind: 'meet', status: { [Op.ne]: 'ended' } } });
  }

  /** The meet product's newest meeting room (not its rehearsals). */
  static findLatestByProduct(productId: number) {
    return MeetRoom.findOne({ where: { productId, kind: 'meet' }, order: [['createdAt', 'DESC']] });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      productId: this.productId,
      kind: this.kind,
      lessonId: this.lessonId,
      roomId: this.roomId,
      status: this.status,
      startedAt: this.startedAt,
      endedAt: this.endedAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    MeetRoom.init(
      {
        id: primaryId(),
        productId: requiredId(),
        kind: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'meet' },
        lessonId: optionalInteger(),
        startedBy: optionalInteger(),
        billedMinutes: optionalInteger(),
        chargeCents: optionalInteger(),
        roomId: { ...requiredText(), unique: true },
        provider: { type: DataTypes.TEXT, allowNull: false, defaultValue: '100ms' },
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'idle' },
        startedAt: optionalDate(),
        endedAt: optionalDate(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'meet_rooms', modelName: 'MeetRoom' },
    );
  }
}
