import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import type { MediaKind, MediaStatus } from '../api/src/shared/media.ts';
import {
  jsonArray,
  optionalDate,
  optionalId,
  optionalInteger,
  optionalText,
  primaryId,
  requiredId,
  requiredText,
} from './columns.ts';

export {
  MEDIA_KINDS,
  MEDIA_STATUSES,
  type MediaKind,
  type MediaStatus,
  UPLOAD_KINDS,
  type UploadKind,
} from '../api/src/shared/media.ts';

/** One rendition of an HLS ladder, as its master playlist lists it. */
export interface Rendition {
  name: string;
  width: number | null;
  height: number | null;
  bandwidth: number;
}

/**
 * An uploaded video or audio file and its transcoding: uploaded → queued → transcoding (progress
 * 0..100) → ready, or failed with a translatable code (errorCode) and ffmpeg's own words (error).
 */
export class MediaAsset extends Model<InferAttributes<MediaAsset>, InferCreationAttributes<MediaAsset>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare productId: number | null;
  declare lessonId: number | null;
  declare kind: MediaKind;
  declare originalName: string;
  declare mime: string;
  declare sizeBytes: number;
  /** Bytes transcoding stored beside the source (renditions, poster, MP3): counted in the storage quota. */
  declare outputBytes: CreationOptional<number>;
  declare storagePath: string;
  declare status: CreationOptional<MediaStatus>;
  declare progress: CreationOptional<number>;
  declare hlsPath: string | null;
  declare durationSeconds: number | null;
  declare error: string | null;
  declare errorCode: string | null;
  declare uploadId: string | null;
  declare width: number | null;
  declare height: number | null;
  declare renditions: CreationOptional<Rendition[]>;
  declare posterPath: string | null;
  declare downloadPath: string | null;
  declare startedAt: Date | null;
  declare finishedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    MediaAsset.init(
      {
        id: primaryId(),
        userId: requiredId(),
        productId: optionalId(),
        lessonId: optionalId(),
        kind: requiredText(),
        originalName: requiredText(),
        mime: requiredText(),
        sizeBytes: { type: DataTypes.BIGINT, allowNull: false },
        outputBytes: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        storagePath: { ...requiredText(), unique: true },
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'uploaded' },
        progress: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        hlsPath: optionalText(),
        durationSeconds: { type: DataTypes.DOUBLE, allowNull: true },
        error: optionalText(),
        errorCode: optionalText(),
        uploadId: { ...optionalText(), unique: true },
        width: optionalInteger(),
        height: optionalInteger(),
        renditions: jsonArray(),
        posterPath: optionalText(),
        downloadPath: optionalText(),
        startedAt: optionalDate(),
        finishedAt: optionalDate(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'media_assets', modelName: 'MediaAsset' },
    );
  }
}
