import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addRegisters,
  decodeSketch,
  estimateDistinct,
  SKETCH_LEVELS,
  SKETCH_REGISTERS,
} from '../../api/src/analytics/services/sketch.ts';

/** Where a 32-bit hash lands, as viewer_register and viewer_level do it in SQL (migration 0040). */
function land(h: number): [number, number] {
  const w = (h >>> 9) & 0x7fffff;
  const level = w === 0 ? SKETCH_LEVELS : Math.min(SKETCH_LEVELS, Math.clz32(w) - 9 + 1);
  return [h & 511, level];
}

/** The same audiences every run (no flaky figure): hashes of "seed:i", as a good hash spreads ids. */
let seed = 0;
function sketchOf(n: number): Uint8Array {
  const registers = new Uint8Array(SKETCH_REGISTERS);
  const js: number[] = [];
  const levels: number[] = [];
  seed++;
  for (let i = 0; i < n; i++) {
    const [j, level] = land(createHash('sha1').update(`${seed}:${i}`).digest().readUInt32BE(0));
    js.push(j);
    levels.push(level);
  }
  return addRegisters(registers, js, levels);
}

/** The bytes varbit_send answers for a sketch with these registers (4 bytes of length, then the bits). */
function sent(registers: Uint8Array): Buffer {
  const bits = SKETCH_REGISTERS * SKETCH_LEVELS;
  const out = Buffer.alloc(4 + bits / 8);
  out.writeInt32BE(bits, 0);
  registers.forEach((level, j) => {
    for (let k = 0; k < level; k++) {
      const bit = k * SKETCH_REGISTERS + j;
      out[4 + (bit >> 3)] |= 0x80 >> (bit & 7);
    }
  });
  return out;
}

describe('viewer sketches', () => {
  it('count nobody as 0 and a few viewers within a few (linear counting)', () => {
    expect(estimateDistinct(new Uint8Array(SKETCH_REGISTERS))).toBe(0);
    expect(estimateDistinct(decodeSketch(null))).toBe(0);
    for (const n of [1, 2, 5, 10]) expect(estimateDistinct(sketchOf(n))).toBe(n);
    for (const n of [30, 60, 200]) {
      expect(Math.abs(estimateDistinct(sketchOf(n)) - n)).toBeLessThanOrEqual(Math.max(5, n * 0.05));
    }
  });

  it('estimate large audiences within 15 % (three standard errors) and on average within 5 %', () => {
    for (const n of [1_000, 10_000, 200_000]) {
      const errors = Array.from({ length: 8 }, () => estimateDistinct(sketchOf(n)) / n - 1);
      for (const e of errors) expect(Math.abs(e)).toBeLessThan(0.15);
      expect(Math.abs(errors.reduce((a, b) => a + b, 0) / errors.length), `n = ${n}`).toBeLessThan(0.05);
    }
  });

  it('decode what the database sends, and merge as the union of the audiences', () => {
    const a = sketchOf(3_000);
    expect(decodeSketch(sent(a))).toEqual(a);
    const b = sketchOf(3_000);
    const union = a.map((level, j) => Math.max(level, b[j]));
    const js = [...b.keys()].filter((j) => b[j] > 0);
    expect(
      addRegisters(
        decodeSketch(sent(a)),
        js,
        js.map((j) => b[j]),
      ),
    ).toEqual(union);
    expect(Math.abs(estimateDistinct(union) / 6_000 - 1)).toBeLessThan(0.15);
  });
});
