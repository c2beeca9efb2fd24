import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type Sequelize,
} from 'sequelize';
import { LEAN_TEST_STATUSES, type LeanTestDecision, type LeanTestStatus } from '../api/src/shared/openlab.ts';
import {
  currency,
  optionalCents,
  optionalDate,
  optionalId,
  optionalText,
  primaryId,
  requiredId,
  requiredText,
} from './columns.ts';

export { LEAN_TEST_STATUSES, type LeanTestStatus };

/**
 * A lean test of the open lab (openlab module): a public page (/lab/{slug}) for a product that does not
 * exist yet, of one channel, measuring interest: visits (a counter, bots left out), "I'm interested"
 * sign-ups with consent (lean_test_signups, one per email; each also a lead) and the price each would
 * pay, beside the decision taken from it.
 */
export class LeanTest extends Model<InferAttributes<LeanTest>, InferCreationAttributes<LeanTest>> {
  declare id: CreationOptional<number>;
  declare channelId: number;
  declare createdBy: number | null;
  declare slug: string;
  declare title: string;
  declare pitch: string | null;
  declare imageUrl: string | null;
  declare priceCents: number | null;
  declare currency: CreationOptional<string>;
  declare priceOptions: CreationOptional<number[]>;
  declare status: CreationOptional<LeanTestStatus>;
  declare visits: CreationOptional<number>;
  declare decision: CreationOptional<LeanTestDecision | null>;
  declare decisionNote: CreationOptional<string | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare productId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    LeanTest.init(
      {
        id: primaryId(),
        channelId: requiredId(),
        createdBy: optionalId(),
        slug: requiredText(),
        title: requiredText(),
        pitch: optionalText(),
        imageUrl: optionalText(),
        priceCents: optionalCents(),
        currency: currency(),
        priceOptions: { type: DataTypes.ARRAY(DataTypes.INTEGER), allowNull: false, defaultValue: [] },
        status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'draft' },
        visits: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        decision: optionalText(),
        decisionNote: optionalText(),
        decidedAt: optionalDate(),
        productId: optionalId(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'lean_tests', modelName: 'LeanTest' },
    );
  }
}
