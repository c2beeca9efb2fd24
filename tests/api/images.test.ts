import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.ts';
import { expectError } from './helpers/assert.ts';
import { signedIn } from './helpers/users.ts';

const folder = mkdtempSync(join(tmpdir(), 'platea-images-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A real image made by ffmpeg (a flat colour of that size), as bytes. */
function picture(name: string, size: string): Uint8Array<ArrayBuffer> {
  const out = join(folder, name);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=teal:s=${size}`,
    '-frames:v',
    '1',
    out,
  ]);
  return new Uint8Array(readFileSync(out));
}

const app = createApp();
async function upload(token: string | undefined, file: Blob | null, filename = 'picture.jpg', lang = 'en') {
  const form = new FormData();
  if (file) form.set('file', file, filename);
  const res = await app.request('/api/images', {
    method: 'POST',
    body: form,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': lang },
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('POST /api/images', () => {
  it('takes a JPG or PNG by its bytes, stores it, and serves it back', async () => {
    const { token } = await signedIn('PRODUCER');
    const jpg = picture('right.jpg', '1100x650');
    const res = await upload(token, new Blob([jpg], { type: 'image/jpeg' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'jpg', width: 1100, height: 650, size: jpg.length, warnings: [] });
    expect(res.body.url).toMatch(/^\/media\/images\/[A-Za-z0-9_-]{22}\.jpg$/);

    const served = await app.request(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(jpg))).toBe(true);
    expect((await app.request('/media/images/AAAAAAAAAAAAAAAAAAAAAA.jpg')).status).toBe(404);
    expect((await app.request('/media/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('warns, without refusing, when the size is not the recommended 1100 × 650', async () => {
    const { token } = await signedIn('PRODUCER');
    // A PNG named .jpg and declared as JPEG: what counts is its content.
    const png = picture('small.png', '640x360');
    const res = await upload(token, new Blob([png], { type: 'image/jpeg' }), 'small.jpg', 'es');
    expect(res.status).toBe(201);
    expect(res.body.type).toBe('png');
    expect(res.body.url).toMatch(/\.png$/);
    expect(res.body.warnings).toEqual([
      {
        code: 'IMAGE_SIZE_RECOMMENDED',
        field: 'file',
        message: 'Recomendamos 1100 × 650 px; esta imagen mide 640 × 360 px',
      },
    ]);
  });

  it('refuses anything that is not a JPG or PNG by content, whatever its name', async () => {
    const { token } = await signedIn('PRODUCER');
    const gif = picture('anim.gif', '100x100');
    expectError(await upload(token, new Blob([gif]), 'photo.jpg'), 415, 'IMAGE_TYPE_NOT_ALLOWED', 'file');
    const fake = await upload(token, new Blob(['<svg onload="alert(1)"/>']), 'logo.png', 'pt');
    expectError(fake, 415, 'IMAGE_TYPE_NOT_ALLOWED', 'file');
    expect(fake.body.error.message).toBe('Só são aceites imagens JPG e PNG');
    expectError(await upload(token, null), 422, 'VALIDATION_ERROR', 'file');
  });

  it('refuses images whose header claims more than 50 megapixels, stored nowhere', async () => {
    const { token } = await signedIn('PRODUCER');
    // A real small PNG whose header (IHDR: width, height at bytes 16 and 20) says 100000 × 100000 px.
    const png = Buffer.from(picture('bomb.png', '16x16'));
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    const res = await upload(token, new Blob([png]), 'bomb.png', 'es');
    expectError(res, 422, 'IMAGE_TOO_MANY_PIXELS', 'file');
    expect(res.body.error.message).toBe(
      'La imagen mide 100000 × 100000 px: se admiten como máximo 50 megapíxeles',
    );
    // A JPEG whose frame header (SOF) says 65535 × 65535 px.
    const jpg = Buffer.from(picture('bomb.jpg', '16x16'));
    const sof = jpg.findIndex((b, i) => b === 0xff && jpg[i + 1] === 0xc0);
    jpg.writeUInt16BE(65_535, sof + 5);
    jpg.writeUInt16BE(65_535, sof + 7);
    const big = await upload(token, new Blob([jpg]), 'bomb.jpg', 'en');
    expectError(big, 422, 'IMAGE_TOO_MANY_PIXELS', 'file');
    expect(big.body.error.message).toBe(
      'The image measures 65535 × 65535 px: at most 50 megapixels are allowed',
    );
    // Just at the limit is fine (10000 × 5000 px = 50 MP).
    const edge = Buffer.from(picture('edge.png', '16x16'));
    edge.writeUInt32BE(10_000, 16);
    edge.writeUInt32BE(5_000, 20);
    expect((await upload(token, new Blob([edge]), 'edge.png')).status).toBe(201);
  });

  it('refuses images over 8 MB with the clear message, and is for organizers only', async () => {
    const { token } = await signedIn('PRODUCER');
    const big = await upload(token, new Blob([new Uint8Array(8 * 1024 * 1024 + 1)]), 'big.jpg');
    expectError(big, 413, 'IMAGE_TOO_LARGE');
    expect(big.body.error.message).toBe('The image is larger than 8 MB');
    const huge = await upload(token, new Blob([new Uint8Array(9 * 1024 * 1024)]), 'huge.jpg');
    expectError(huge, 413, 'IMAGE_TOO_LARGE');

    const jpg = new Blob([picture('ok.jpg', '1100x650')]);
    expectError(await upload(undefined, jpg), 401, 'AUTH_REQUIRED');
    const viewer = await signedIn('USER');
    expect((await upload(viewer.token, jpg)).status).toBe(403);
  });
});
