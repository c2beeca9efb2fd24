import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  Op,
  type Sequelize,
} from 'sequelize';
import { STREAM_STATUSES, type StreamStatus } from '../api/src/shared/enums.ts';
import { optionalDate, primaryId, requiredId, requiredText } from './columns.ts';

export { STREAM_STATUSES, type StreamStatus };
export const BROADCAST_IDLE_TIMEOUT_MINUTES = 30;

/**
 * A broadcast of a product: created by "start" with a fresh stream key (only its hash is stored), live while
 * the encoder sends, ended by "stop" or after 30 idle minutes. One non-ended stream per product (partial UNIQUE).
 */
export class LiveStream extends Model<InferAttributes<LiveStream>, InferCreationAttributes<LiveStream>> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare streamKeyHash: string;
  declare status: CreationOptional<StreamStatus>;
  declare startedAt: Date | null;
  declare endedAt: Date | null;
  declare lastActivityAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static findRunningByProduct(productId: number) {
    return LiveStream.findOne({ where: { productId, status: { [Op.ne]: 'ended' } } });
  }

  static findByKeyHash(streamKeyHash: string) {
    return LiveStream.findOne({ where: { streamKeyHash, status: { [Op.ne]: 'ended' } } });
  }

  /** Live streams silent for longer than the idle timeout, which the sweeper ends. */
  static listIdle(now: Date = new Date()) {
    const cutoff = new Date(now.getTime() - BROADCAST_IDLE_TIMEOUT_MINUTES * 60_000);
    return LiveStream.findAll({ where: { status: 'live', lastActivityAt: { [Op.lt]: cutoff } } });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      productId: this.productId,
      status: this.status,
      startedAt: this.startedAt,
      endedAt: this.endedAt,
      lastActivityAt: this.lastActivityAt,
      createdAt: this.createdAt,
    };
  }

  static initModel(sequelize: Sequelize) {
    LiveStream.init(
      {
        id: primaryId(),
        productId: requiredId(),
        streamKeyHash: { ...requiredText(), unique: true },
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'idle' },
        startedAt: optionalDate(),
        endedAt: optionalDate(),
        lastActivityAt: optionalDate(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'live_streams', modelName: 'LiveStream' },
    );
  }
}
