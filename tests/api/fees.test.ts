import { describe, expect, it } from 'vitest';
import { formatCents, splitFees } from '../../api/src/shared/fees.ts';

describe('fee split (spec 9: organizer 91%, platform 9% + 0.45 € per ticket)', () => {
  it('10.00 € ticket, fee on the buyer: pays 10.45; organizer 9.10; platform 0.90 + 0.45', () => {
    expect(splitFees({ amount: 1000, feePaidBy: 'buyer' })).toEqual({
      amount: 1000,
      support: 0,
      buyerFee: 45,
      buyerTotal: 1045,
      feePlatform: 90,
      feeFixed: 45,
      organizerAmount: 910,
      platformAmount: 135,
      feePaidBy: 'buyer',
    });
  });

  it('10.00 € ticket, fee on the organizer: pays 10.00; organizer 8.65; platform 0.90 + 0.45', () => {
    expect(splitFees({ amount: 1000, feePaidBy: 'organizer' })).toMatchObject({
      buyerFee: 0,
      buyerTotal: 1000,
      feePlatform: 90,
      feeFixed: 45,
      organizerAmount: 865,
      platformAmount: 135,
    });
  });

  it.each([
    // amount, support, payer, buyer pays, platform %, organizer
    [2500, 0, 'buyer', 2545, 225, 2275],
    [1999, 0, 'buyer', 2044, 180, 1819], // 9% of 19.99 = 1.7991 -> 1.80
    [1000, 500, 'buyer', 1545, 135, 1365], // 9% of ticket + support; 0.45 per ticket only
    [0, 500, 'buyer', 500, 45, 455], // support alone: no per-ticket fee
    [0, 0, 'buyer', 0, 0, 0], // free ticket: nothing to anyone
    [750, 0, 'organizer', 750, 68, 637],
  ] as const)('%i cents + %i support, fee on %s', (amount, support, payer, total, feePlatform, organizer) => {
    const split = splitFees({ amount, support, feePaidBy: payer });
    expect([split.buyerTotal, split.feePlatform, split.organizerAmount]).toEqual([
      total,
      feePlatform,
      organizer,
    ]);
    // every cent is accounted for
    expect(split.organizerAmount + split.platformAmount).toBe(split.buyerTotal);
  });

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => splitFees({ amount: 10.5, feePaidBy: 'buyer' })).toThrow(RangeError);
    expect(() => splitFees({ amount: -1, feePaidBy: 'buyer' })).toThrow(RangeError);
  });

  it('formats cents with two decimals', () => {
    expect([formatCents(1045), formatCents(5), formatCents(0), formatCents(-45)]).toEqual([
      '10.45',
      '0.05',
      '0.00',
      '-0.45',
    ]);
  });
});
