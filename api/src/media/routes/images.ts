import { Readable } from 'node:stream';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { t } from '../../i18n/index.ts';
import { routes } from '../../lib/route.ts';
import { storedImageAnswer } from '../../shared/media.ts';
import { IMAGE_MAX_BYTES, readImage, storeImage } from '../images.ts';

/** Room for the multipart envelope around an image of the largest size allowed. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const imageRoutes = routes('/api/images', 'media').post(
  '/',
  {
    summary: 'Upload an image (JPG or PNG by content, up to 8 MB; a size other than 1100×650 is a warning)',
    access: 'producer',
    rawBody: { contentType: 'multipart/form-data', description: 'The image in the field `file`' },
    bodyLimit: IMAGE_MAX_BYTES + MULTIPART_OVERHEAD,
    tooLarge: 'IMAGE_TOO_LARGE',
    status: 201,
    response: storedImageAnswer,
  },
  async (c) => {
    const form = await c.req.parseBody().catch((err: unknown) => {
      // A body cut at the route's limit while streaming in (lib/body-limit.ts) is "too large", not "no file".
      const cause = err instanceof AppError ? err : (err as { cause?: unknown })?.cause;
      if (cause instanceof AppError) throw cause;
      return {} as Record<string, unknown>;
    });
    const file = form.file;
    if (!(file instanceof File)) {
      const message = t(c.get('lang'), 'validation.required');
      throw new AppError('VALIDATION_ERROR', { details: `file: ${message}` }, [{ field: 'file', message }]);
    }
    return c.json(await storeImage(file, c.get('lang')), 201);
  },
);

/** The stored images, public by their random names: cached for good, they never change. */
export const imageFileRoutes = routes('/media', 'media').get(
  '/images/:name',
  {
    summary: 'An uploaded image',
    access: 'anonymous',
    params: { name: z.string().max(64) },
    produces: 'image/jpeg',
    response: null,
  },
  async (_c, { params }) => {
    const image = await readImage(params.name);
    if (!image) throw new AppError('NOT_FOUND');
    return new Response(Readable.toWeb(image.body) as ReadableStream, {
      headers: {
        'Content-Type': image.contentType,
        'Content-Length': String(image.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
);
