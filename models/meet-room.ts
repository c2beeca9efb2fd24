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
import { optionalDate, primaryId, requiredId, requiredText } from './columns.ts';

export const MEET_MAX_PARTICIPANTS = 70;

/** A video meeting room of a product of type meet. One non-ended room per product (partial UNIQUE). */
export class MeetRoom extends Model<InferAttributes<MeetRoom>, InferCreationAttributes<MeetRoom>> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare roomId: string;
  /** The video-room provider that holds roomId (api/src/meetings/providers). */
  declare provider: CreationOptional<string>;
  declare status: CreationOptional<StreamStatus>;
  declare startedAt: Date | null;
  declare endedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static findRunningByProduct(productId: number) {
    return MeetRoom.findOne({ where: { productId, status: { [Op.ne]: 'ended' } } });
  }

  static findLatestByProduct(productId: number) {
    return MeetRoom.findOne({ where: { productId }, order: [['createdAt', 'DESC']] });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      productId: this.productId,
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
