import { describe, expect, it } from 'vitest';
import {
  meteredMinutes,
  REHEARSAL_CENTS_PER_HOUR,
  REHEARSAL_FREE_MINUTES_BROADCASTING,
  rehearsalCharge,
  rehearsalFreeMinutes,
} from '../../api/src/shared/rehearsal.ts';

/** Spec 9: "Rehearsal room: 1 hour free if broadcasting, else 5 euro per hour" (issue 22). */
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 10, 0, 0) + seconds * 1000);

describe('rehearsal minutes (a started minute counts)', () => {
  it('counts nothing for a room closed as it opened, or ended before it started', () => {
    expect(meteredMinutes(at(0), at(0))).toBe(0);
    expect(meteredMinutes(at(60), at(0))).toBe(0);
  });

  it('counts a started minute as one', () => {
    expect(meteredMinutes(at(0), at(1))).toBe(1);
    expect(meteredMinutes(at(0), at(59))).toBe(1);
    expect(meteredMinutes(at(0), at(60))).toBe(1);
    expect(meteredMinutes(at(0), at(61))).toBe(2);
    expect(meteredMinutes(at(0), at(90 * 60))).toBe(90);
  });
});

describe('rehearsal price', () => {
  it('is 5 €/hour, the first hour free only on a live broadcast product', () => {
    expect(REHEARSAL_CENTS_PER_HOUR).toBe(500);
    expect(rehearsalFreeMinutes('broadcast')).toBe(REHEARSAL_FREE_MINUTES_BROADCASTING);
    expect(REHEARSAL_FREE_MINUTES_BROADCASTING).toBe(60);
    for (const type of ['vod', 'live', 'meet', 'course', 'podcast', 'product', '']) {
      expect(rehearsalFreeMinutes(type), type).toBe(0);
    }
  });

  it('charges nothing for no minutes', () => {
    expect(rehearsalCharge(0, 0, 0)).toBe(0);
    expect(rehearsalCharge(0, 0, 60)).toBe(0);
  });

  it('charges a minute of a non-broadcast product 9 cents (8.33 rounded up to the cent)', () => {
    expect(rehearsalCharge(1, 0, rehearsalFreeMinutes('vod'))).toBe(9);
    expect(rehearsalCharge(60, 0, rehearsalFreeMinutes('vod'))).toBe(500);
    expect(rehearsalCharge(90, 0, rehearsalFreeMinutes('vod'))).toBe(750);
  });

  it('gives a broadcast its first hour free: 90 minutes are 30 paid, 250 cents', () => {
    const free = rehearsalFreeMinutes('broadcast');
    expect(rehearsalCharge(59, 0, free)).toBe(0);
    expect(rehearsalCharge(60, 0, free)).toBe(0);
    expect(rehearsalCharge(61, 0, free)).toBe(9);
    expect(rehearsalCharge(90, 0, free)).toBe(250);
  });

  it('spreads the free hour over all of a broadcast’s rehearsals', () => {
    const free = rehearsalFreeMinutes('broadcast');
    // 40 minutes used: the next 30 are 20 free and 10 paid (83.33 → 84 cents).
    expect(rehearsalCharge(30, 40, free)).toBe(84);
    // The free hour spent (by a 90-minute rehearsal): a second one pays every minute.
    expect(rehearsalCharge(10, 90, free)).toBe(84);
    expect(rehearsalCharge(12, 60, free)).toBe(100);
    expect(rehearsalCharge(1, 60, free)).toBe(9);
  });
});
