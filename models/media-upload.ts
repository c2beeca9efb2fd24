import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import { jsonObject, optionalDate, requiredId, textArray } from './columns.ts';

/**
 * A tus upload: held against its uploader's caps and its organizer's storage quota from the moment it is
 * created (its declared length counts, not the bytes received so far), written by
 * api/src/media/services/storage-quota.ts under an advisory lock; and the upload's whole state for the
 * upload store (api/src/media/upload-store.ts), whose bytes are chunks in media storage. Not counted once
 * finished (the asset counts then) nor past `expiresAt` (the sweep deletes it and its chunks); gone when
 * abandoned, swept, or copied into its asset by the worker.
 */
export class MediaUpload extends Model<InferAttributes<MediaUpload>, InferCreationAttributes<MediaUpload>> {
  /** The tus upload id. */
  declare id: string;
  declare userId: number;
  /** The owner of the product's channel: whose quota the bytes count against. */
  declare organizerId: number;
  declare productId: number;
  declare sizeBytes: number;
  declare expiresAt: Date;
  /** The tus offset: bytes stored so far, in `chunks`. */
  declare receivedBytes: CreationOptional<number>;
  /** Names of the chunk objects (uploads/{id}/{name}) in byte order. */
  declare chunks: CreationOptional<string[]>;
  /** tus's Upload-Metadata, with the uploader's id. */
  declare metadata: CreationOptional<Record<string, string | null>>;
  /** When the upload became an asset; its chunks wait for the worker's ingest. */
  declare finishedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    MediaUpload.init(
      {
        id: { type: DataTypes.TEXT, primaryKey: true },
        userId: requiredId(),
        organizerId: requiredId(),
        productId: requiredId(),
        sizeBytes: { type: DataTypes.BIGINT, allowNull: false },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        receivedBytes: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        chunks: textArray(),
        metadata: jsonObject(),
        finishedAt: optionalDate(),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'media_uploads', modelName: 'MediaUpload', updatedAt: false },
    );
  }
}
