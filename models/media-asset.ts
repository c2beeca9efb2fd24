import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  Op,
  type Sequelize,
} from 'sequelize';
import { optionalId, optionalInteger, optionalText, primaryId, requiredId, requiredText } from './columns.ts';

export const MEDIA_KINDS = ['video', 'image', 'audio', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_STATUSES = ['uploaded', 'processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** An uploaded file and, for video, its HLS transcoding state and progress (0..100). */
export class MediaAsset extends Model<InferAttributes<MediaAsset>, InferCreationAttributes<MediaAsset>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare productId: number | null;
  declare lessonId: number | null;
  declare kind: MediaKind;
  declare originalName: string;
  declare mime: string;
  declare sizeBytes: number;
  declare storagePath: string;
  declare status: CreationOptional<MediaStatus>;
  declare progress: CreationOptional<number>;
  declare hlsPath: string | null;
  declare durationSeconds: number | null;
  declare error: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static listByOwner(userId: number) {
    return MediaAsset.findAll({ where: { userId }, order: [['createdAt', 'DESC']] });
  }

  static listByProduct(productId: number) {
    return MediaAsset.findAll({ where: { productId }, order: [['createdAt', 'DESC']] });
  }

  /** Uploads waiting for or in transcoding, oldest first (what a worker picks up after a restart). */
  static listUnfinished() {
    return MediaAsset.findAll({
      where: { status: { [Op.in]: ['uploaded', 'processing'] } },
      order: [['createdAt', 'ASC']],
    });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      userId: this.userId,
      productId: this.productId,
      lessonId: this.lessonId,
      kind: this.kind,
      originalName: this.originalName,
      mime: this.mime,
      sizeBytes: this.sizeBytes,
      status: this.status,
      progress: this.progress,
      durationSeconds: this.durationSeconds,
      error: this.error,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
    };
  }

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
        storagePath: { ...requiredText(), unique: true },
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'uploaded' },
        progress: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        hlsPath: optionalText(),
        durationSeconds: optionalInteger(),
        error: optionalText(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'media_assets', modelName: 'MediaAsset' },
    );
  }
}
