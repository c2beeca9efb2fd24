import { randomBytes } from 'node:crypto';
import { imageSize } from 'image-size';
import type { Language } from '../../../models/index.ts';
import { AppError } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { mediaStorage } from './storage/index.ts';

/** Spec 5: only JPG and PNG, at most 8 MB; product images are best at 1100 × 650 px. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_RECOMMENDED = { width: 1100, height: 650 };
/**
 * A few KB can claim 100000 × 100000 px in a header, and every browser or thumbnailer that opens it would
 * allocate gigabytes: nothing a camera or a designer makes needs more than this.
 */
export const IMAGE_MAX_MEGAPIXELS = 50;
const TYPES = { jpg: { ext: 'jpg', mime: 'image/jpeg' }, png: { ext: 'png', mime: 'image/png' } } as const;

export interface StoredImage {
  url: string;
  type: 'jpg' | 'png';
  width: number;
  height: number;
  size: number;
  warnings: { code: string; field: string; message: string }[];
}

/** The image's type and size read from its bytes (never from its name or the declared type). */
export function inspectImage(
  bytes: Uint8Array,
): { type: 'jpg' | 'png'; width: number; height: number } | null {
  try {
    const found = imageSize(bytes);
    if ((found.type === 'jpg' || found.type === 'png') && found.width && found.height) {
      return { type: found.type, width: found.width, height: found.height };
    }
  } catch {
    // Not an image it knows: refused below, as any other type.
  }
  return null;
}

/**
 * Checks an uploaded image by its content and stores it under a random name in media storage. The
 * answer carries the public URL and, when the size is not the recommended one, a warning (not an error).
 */
export async function storeImage(file: File, lang: Language): Promise<StoredImage> {
  if (file.size > IMAGE_MAX_BYTES) throw imageTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const found = inspectImage(bytes);
  if (!found) throw new AppError('IMAGE_TYPE_NOT_ALLOWED', {}, [{ field: 'file', message: '' }]);
  if (found.width * found.height > IMAGE_MAX_MEGAPIXELS * 1_000_000) {
    const params = { width: found.width, height: found.height, max: IMAGE_MAX_MEGAPIXELS };
    throw new AppError('IMAGE_TOO_MANY_PIXELS', params, [{ field: 'file', message: '' }]);
  }
  const { ext, mime } = TYPES[found.type];
  const name = `${randomBytes(16).toString('base64url')}.${ext}`;
  await mediaStorage().put(`images/${name}`, Buffer.from(bytes), mime);
  const warnings =
    found.width === IMAGE_RECOMMENDED.width && found.height === IMAGE_RECOMMENDED.height
      ? []
      : [
          {
            code: 'IMAGE_SIZE_RECOMMENDED',
            field: 'file',
            message: t(lang, 'warning.IMAGE_SIZE_RECOMMENDED', {
              ...IMAGE_RECOMMENDED,
              actualWidth: found.width,
              actualHeight: found.height,
            }),
          },
        ];
  return { url: `/media/images/${name}`, ...found, size: bytes.length, warnings };
}

export function imageTooLarge() {
  return new AppError('IMAGE_TOO_LARGE', { max: IMAGE_MAX_BYTES / 1024 / 1024 }, [
    { field: 'file', message: '' },
  ]);
}

/** A stored image by its public name, for GET /media/images/:name; null when there is none. */
export async function readImage(name: string) {
  if (!/^[A-Za-z0-9_-]{22}\.(jpg|png)$/.test(name)) return null;
  const found = await mediaStorage().get(`images/${name}`);
  if (!found) return null;
  return { ...found, contentType: name.endsWith('.png') ? TYPES.png.mime : TYPES.jpg.mime };
}
