import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { BroadcastDestination } from '../../../../models/index.ts';
import { env } from '../../env.ts';

/**
 * Secrets at rest (simulcast stream keys): AES-256-GCM with a key derived (HKDF-SHA256) from
 * SIMULCAST_KEY_SECRET, else from the app secret `simulcast_key` made by migration 0028 (shared by every
 * process of a deployment). Sealed text: `v1.{iv}.{tag}.{ciphertext}` (base64url); `context` (e.g. the
 * destination's product) is bound as additional data, so a sealed key copied to another row does not open.
 */
let key: Promise<Buffer> | null = null;

function boxKey(): Promise<Buffer> {
  key ??= (async () => {
    let material = env.SIMULCAST_KEY_SECRET;
    if (!material) {
      const [row] = await connectionOf(BroadcastDestination).query<{ value: string }>(
        `SELECT value FROM app_secrets WHERE name = 'simulcast_key'`,
        { type: QueryTypes.SELECT },
      );
      if (!row) throw new Error('app_secrets.simulcast_key is missing: run the migrations');
      material = row.value;
    }
    return Buffer.from(hkdfSync('sha256', material, 'platea', 'simulcast destination key', 32));
  })().catch((err) => {
    key = null;
    throw err;
  });
  return key;
}

export async function seal(plain: string, context: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await boxKey(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text, or an error when the sealed text was altered, belongs elsewhere or the key changed. */
export async function open(sealed: string, context: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('sealed secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', await boxKey(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
