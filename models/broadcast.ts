import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import type { BroadcastInput, BroadcastNoticeCode, BroadcastState } from '../api/src/shared/live.ts';
import { jsonObject, optionalDate, optionalId, optionalText, primaryId, requiredId } from './columns.ts';

export { BROADCAST_STATES, type BroadcastState } from '../api/src/shared/live.ts';

/** A notice as stored: what happened, a detail (the codec, the cap in kbps) and when (ISO). */
export interface StoredNotice {
  code: BroadcastNoticeCode;
  detail: string | null;
  at: string;
}

/**
 * The current broadcast of a broadcast product (one row per product, migration 0027): its state, the hash
 * of its stream key (null once revoked), who publishes now (the ingest's session id), the metering and the
 * live playlist's media asset. State changes are single UPDATEs guarded by the state they leave
 * (api/src/live/services/broadcasts.ts), and the table's CHECKs hold what concurrency could break.
 */
export class Broadcast extends Model<InferAttributes<Broadcast>, InferCreationAttributes<Broadcast>> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare mediaAssetId: number | null;
  declare state: CreationOptional<BroadcastState>;
  declare keyHash: string | null;
  declare publisher: string | null;
  declare publishingSince: Date | null;
  declare startedAt: Date | null;
  declare endedAt: Date | null;
  declare lastMediaAt: Date | null;
  declare secondsUsed: CreationOptional<number>;
  declare input: CreationOptional<Partial<BroadcastInput>>;
  declare playlistPath: string | null;
  /** The recording switch (migration 0029). */
  declare recording: CreationOptional<boolean>;
  /** Where the ingest keeps this run's segments for the recording (set at the run's first publish). */
  declare recordingFolder: CreationOptional<string | null>;
  /** The newest recording's video, once the job has made it. */
  declare recordingAssetId: CreationOptional<number | null>;
  /** The last thing the ingest told the broadcaster (migration 0029). */
  declare notice: CreationOptional<StoredNotice | null>;
  /** Viewers see how many watch (migration 0033; the organizer always does). */
  declare showViewers: CreationOptional<boolean>;
  /** The most that watched at once during this broadcast, and when. */
  declare peakViewers: CreationOptional<number>;
  declare peakAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Broadcast.init(
      {
        id: primaryId(),
        productId: { ...requiredId(), unique: true },
        mediaAssetId: optionalId(),
        state: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'idle' },
        keyHash: { ...optionalText(), unique: true },
        publisher: optionalText(),
        publishingSince: optionalDate(),
        startedAt: optionalDate(),
        endedAt: optionalDate(),
        lastMediaAt: optionalDate(),
        secondsUsed: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        input: jsonObject(),
        playlistPath: optionalText(),
        recording: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        recordingFolder: optionalText(),
        recordingAssetId: optionalId(),
        notice: { type: DataTypes.JSONB, allowNull: true },
        showViewers: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        peakViewers: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        peakAt: optionalDate(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'broadcasts', modelName: 'Broadcast' },
    );
  }
}
