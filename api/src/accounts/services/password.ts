import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { env } from '../../env.ts';
import { createGate } from '../../lib/gate.ts';
import { normalizePassword } from '../../shared/password.ts';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * Every hash and verification passes this gate: a burst of sign-ups or sign-ins takes at most
 * PASSWORD_HASH_CONCURRENCY (half the cores) of libuv's threads and of the CPU, so compression, file
 * reads and page rendering keep theirs; the rest wait in a bounded queue, then get 503 with Retry-After.
 */
export const passwordGate = createGate(env.PASSWORD_HASH_CONCURRENCY, env.PASSWORD_HASH_QUEUE);

// OWASP's scrypt recommendation is N=2^17, r=8, p=1 (128 MiB); SCRYPT_COST (log2 N) lowers it for tests.
const DEFAULT = { N: 2 ** env.SCRYPT_COST, r: 8, p: 1 };
const KEYLEN = 32;

/** `scrypt$N$r$p$salt$hash`, salt and hash base64: parameters travel with the hash. */
export async function hashPassword(password: string, params = DEFAULT): Promise<string> {
  const salt = randomBytes(16);
  const hash = await passwordGate.run(() =>
    scrypt(normalizePassword(password), salt, KEYLEN, { ...params, maxmem: 256 * params.N * params.r }),
  );
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, saltB64, hashB64] = stored.split('$');
  if (alg !== 'scrypt' || !saltB64 || !hashB64) return false;
  const N = Number(n);
  const expected = Buffer.from(hashB64, 'base64');
  const salt = Buffer.from(saltB64, 'base64');
  const options = { N, r: Number(r), p: Number(p), maxmem: 256 * N * Number(r) };
  const actual = await passwordGate.run(() =>
    scrypt(normalizePassword(password), salt, expected.length, options),
  );
  return timingSafeEqual(actual, expected);
}

/** A hash that never matches, verified against when the email is unknown so timing reveals nothing. */
export const DUMMY_HASH = `scrypt$${DEFAULT.N}$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEYLEN).toString('base64')}`;

/** Spec 5's rule, shared with the site's forms (api/src/shared/password.ts). */
export { isStrongPassword } from '../../shared/password.ts';
