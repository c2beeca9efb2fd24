import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import { requiredId } from './columns.ts';

/**
 * An unfinished tus upload, held against its uploader's caps and its organizer's storage quota from the
 * moment it is created (its declared length counts, not the bytes received so far). Written by
 * api/src/media/services/storage-quota.ts under an advisory lock; gone once the upload finishes or is abandoned,
 * and not counted past `expiresAt` (the file store deletes unfinished bytes then).
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
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'media_uploads', modelName: 'MediaUpload', updatedAt: false },
    );
  }
}
