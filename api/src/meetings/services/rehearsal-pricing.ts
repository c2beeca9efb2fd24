import { QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { type MeetRoom, Product } from '../../../../models/index.ts';
import { meteredMinutes, rehearsalCharge, rehearsalFreeMinutes } from '../../shared/rehearsal.ts';

/** The minutes the product's ended rehearsals were billed for, in all (`except` one room). */
export async function rehearsalMinutesUsed(
  productId: number,
  transaction?: Transaction,
  except?: number,
): Promise<{ minutes: number; cents: number }> {
  const [row] = await connectionOf(Product).query<{ minutes: number; cents: number }>(
    `SELECT coalesce(sum(billed_minutes), 0)::int AS minutes, coalesce(sum(charge_cents), 0)::int AS cents
       FROM meet_rooms
      WHERE product_id = $1 AND kind = 'rehearsal' AND status = 'ended' AND id <> $2`,
    { bind: [productId, except ?? 0], type: QueryTypes.SELECT, transaction },
  );
  return row ?? { minutes: 0, cents: 0 };
}

/**
 * Meters a rehearsal that has just ended (in the transaction that ends it; one rehearsal runs per
 * product at a time, so the product's earlier ones are settled): its minutes and their price.
 */
export async function meterRehearsal(room: MeetRoom, transaction: Transaction) {
  const product = await Product.findByPk(room.productId, { attributes: ['id', 'type'], transaction });
  const minutes = room.startedAt && room.endedAt ? meteredMinutes(room.startedAt, room.endedAt) : 0;
  const before = await rehearsalMinutesUsed(room.productId, transaction, room.id);
  const chargeCents = rehearsalCharge(minutes, before.minutes, rehearsalFreeMinutes(product?.type ?? ''));
  await room.update({ billedMinutes: minutes, chargeCents }, { transaction });
}
