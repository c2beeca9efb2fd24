import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import type { DestinationState } from '../api/src/shared/live.ts';
import { optionalText, primaryId, requiredId, requiredText } from './columns.ts';

export { DESTINATION_STATES, type DestinationState } from '../api/src/shared/live.ts';

/**
 * A simulcast destination of a broadcast product (migration 0028): its name, rtmp/rtmps URL and stream key,
 * encrypted (api/src/live/services/secret-box.ts; never answered back). The ingest relaying the broadcast
 * writes its state, attempt and last reason.
 */
export class BroadcastDestination extends Model<
  InferAttributes<BroadcastDestination>,
  InferCreationAttributes<BroadcastDestination>
> {
  declare id: CreationOptional<number>;
  declare productId: number;
  declare name: string;
  declare url: string;
  declare keyEncrypted: string;
  declare state: CreationOptional<DestinationState>;
  declare attempt: CreationOptional<number>;
  declare reason: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    BroadcastDestination.init(
      {
        id: primaryId(),
        productId: requiredId(),
        name: requiredText(),
        url: requiredText(),
        keyEncrypted: requiredText(),
        state: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'idle' },
        attempt: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        reason: optionalText(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'broadcast_destinations', modelName: 'BroadcastDestination' },
    );
  }
}
