/**
 * Distinct viewers over rolled-up weeks and months (migration 0040): a HyperLogLog sketch of 512
 * registers, kept in PostgreSQL as 16 bitmaps of 512 bits, one per level: bit k*512+j is set when
 * register j reached level k+1 (viewer_sketch(user_id) writes one viewer's). Sketches merge with bit_or
 * in SQL; the merged one comes here as bytes (varbit_send), the days read from the sessions as registers
 * and levels (viewer_register, viewer_level: no kilobyte per viewer), and they meet here. Standard error
 * 1.04/sqrt(512) ≈ 4.6 % for large audiences; small ones (under about 1,300) are counted from the empty
 * registers (linear counting), within a few viewers.
 */
export const SKETCH_REGISTERS = 512;
export const SKETCH_LEVELS = 16;

/** SQL: a merged sketch as bytes for decodeSketch (4 bytes of bit length, then the bits, first bit high). */
export const sketchBytesSql = (expr: string) => `varbit_send(${expr})`;

/** The registers of a sketch sent by sketchBytesSql (all zero for none). */
export function decodeSketch(bytes: Buffer | null | undefined): Uint8Array {
  const registers = new Uint8Array(SKETCH_REGISTERS);
  if (!bytes || bytes.length < 4) return registers;
  // Byte by byte (most are zero in a small audience's sketch); level k's bitmap is bytes 64k..64k+63.
  const end = Math.min(bytes.length, 4 + (SKETCH_REGISTERS * SKETCH_LEVELS) / 8);
  for (let i = 4; i < end; i++) {
    const byte = bytes[i];
    if (byte === 0) continue;
    const bit0 = (i - 4) * 8;
    const level = Math.floor(bit0 / SKETCH_REGISTERS) + 1;
    const j0 = bit0 % SKETCH_REGISTERS;
    for (let b = 0; b < 8; b++)
      if (byte & (0x80 >> b) && registers[j0 + b] < level) registers[j0 + b] = level;
  }
  return registers;
}

/** Adds viewers given as registers and levels (the days read from the sessions) to `registers`. */
export function addRegisters(
  registers: Uint8Array,
  js: readonly number[] | null | undefined,
  levels: readonly number[] | null | undefined,
): Uint8Array {
  if (!js || !levels) return registers;
  for (let i = 0; i < js.length; i++) {
    const level = Math.min(SKETCH_LEVELS, levels[i]);
    if (level > registers[js[i]]) registers[js[i]] = level;
  }
  return registers;
}

const ALPHA = 0.7213 / (1 + 1.079 / SKETCH_REGISTERS);

/** The estimated number of distinct viewers a sketch's registers hold. */
export function estimateDistinct(registers: Uint8Array): number {
  const m = SKETCH_REGISTERS;
  let z = 0;
  let empty = 0;
  for (const level of registers) {
    z += 2 ** -level;
    if (level === 0) empty++;
  }
  if (empty === m) return 0;
  const raw = (ALPHA * m * m) / z;
  if (raw <= 2.5 * m && empty > 0) return Math.round(m * Math.log(m / empty));
  return Math.round(raw);
}
