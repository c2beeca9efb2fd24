import type { Context } from 'hono';
import { z } from 'zod';
import type { User } from '../../../../models/index.ts';
import type { AppEnv } from '../../context.ts';
import { env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { t } from '../../i18n/index.ts';
import { routes } from '../../lib/route.ts';
import { mediaAssetAnswer, playbackAnswer, positionAnswer, uploadsAnswer } from '../../shared/media.ts';
import { mediaTools } from '../ffmpeg.ts';
import { authorise, MEDIA_FILE, mediaResponse, RENDITION_FILE, RENDITION_NAME } from '../serve.ts';
import { listProductMedia, mediaFor, mediaJson } from '../services/media.ts';
import { playbackFor, savePosition } from '../services/playback.ts';
import { handleUpload } from '../uploads.ts';

const tus = (c: Context<AppEnv>, user: User) => handleUpload(c.req.raw, user, c.get('lang'));
const uploadId = { upload: z.string().regex(/^[a-f0-9]{32}$/, 'validation.id') };
const TUS_BODY = {
  contentType: 'application/offset+octet-stream',
  description: 'tus 1.0 (creation, termination)',
};
/** tus answers carry no body: the Location, Upload-Offset and Tus-Resumable headers say it all. */
const TUS_ANSWER = 'application/offset+octet-stream';
/** A PATCH may carry the whole file; tus itself holds the upload to its declared length. */
const UPLOAD_BODY_LIMIT = env.MEDIA_MAX_UPLOAD_BYTES + 1024;

/**
 * Resumable uploads (tus 1.0): POST creates (Upload-Length, Upload-Metadata: productId + kind, or
 * lessonId), HEAD tells the offset to resume from, PATCH appends, DELETE abandons.
 */
export const uploadRoutes = routes('/api/uploads', 'media')
  .get(
    '/',
    {
      summary: 'Whether this server takes video and audio uploads (ffmpeg present) and up to what size',
      access: 'producer',
      response: uploadsAnswer,
    },
    async (c) => {
      const tools = await mediaTools();
      const enabled = Boolean(tools.ffmpeg && tools.ffprobe);
      return c.json({
        enabled,
        maxBytes: env.MEDIA_MAX_UPLOAD_BYTES,
        message: enabled ? null : t(c.get('lang'), 'MEDIA_TOOLS_MISSING'),
      });
    },
  )
  .post(
    '/',
    {
      summary: 'Start a resumable (tus) video or audio upload for a product or a lesson (up to 3 GB)',
      access: 'producer',
      rawBody: TUS_BODY,
      bodyLimit: UPLOAD_BODY_LIMIT,
      tooLarge: 'MEDIA_TOO_LARGE',
      status: 201,
      produces: TUS_ANSWER,
      response: null,
    },
    (c, { user }) => tus(c, user),
  )
  .head(
    '/:upload',
    {
      summary: 'How much of an upload the server has (to resume)',
      access: 'producer',
      params: uploadId,
      produces: TUS_ANSWER,
      response: null,
    },
    (c, { user }) => tus(c, user),
  )
  .patch(
    '/:upload',
    {
      summary: 'Append bytes to an upload at its offset; the last ones check the file and queue it',
      access: 'producer',
      params: uploadId,
      rawBody: TUS_BODY,
      bodyLimit: UPLOAD_BODY_LIMIT,
      tooLarge: 'MEDIA_TOO_LARGE',
      status: 204,
      response: null,
    },
    (c, { user }) => tus(c, user),
  )
  .delete(
    '/:upload',
    {
      summary: 'Abandon an unfinished upload',
      access: 'producer',
      params: uploadId,
      status: 204,
      response: null,
    },
    (c, { user }) => tus(c, user),
  );

export const mediaRoutes = routes('/api', 'media')
  .get(
    '/products/:id/media',
    {
      summary: "A product's video and audio assets with their transcoding state",
      access: 'owner',
      response: z.array(mediaAssetAnswer),
    },
    async (c, { params, user }) => {
      const rows = await listProductMedia(user, params.id);
      return c.json(rows.map((a) => mediaJson(a, c.get('lang'))));
    },
  )
  .get(
    '/media/:id',
    {
      summary: 'One asset: state, percent, duration, failure reason',
      access: 'owner',
      response: mediaAssetAnswer,
    },
    async (c, { params, user }) => c.json(mediaJson(await mediaFor(user, params.id), c.get('lang'))),
  )
  .get(
    '/products/:id/playback',
    {
      summary: 'What the player needs: kind, state, playlist URL with a token, poster, position',
      access: 'signed-in',
      response: playbackAnswer,
    },
    async (c, { params, user }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await playbackFor(user, { productId: params.id }));
    },
  )
  .get(
    '/lessons/:id/playback',
    { summary: "What the player needs for a lesson's video", access: 'signed-in', response: playbackAnswer },
    async (c, { params, user }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await playbackFor(user, { lessonId: params.id }));
    },
  )
  .put(
    '/products/:id/playback/position',
    {
      summary: 'Save where the viewer stopped',
      access: 'signed-in',
      body: positionBody(),
      response: positionAnswer,
    },
    async (c, { params, user, body }) =>
      c.json(await savePosition(user, { productId: params.id }, body.seconds)),
  )
  .put(
    '/lessons/:id/playback/position',
    {
      summary: "Save where the viewer stopped in a lesson's video",
      access: 'signed-in',
      body: positionBody(),
      response: positionAnswer,
    },
    async (c, { params, user, body }) =>
      c.json(await savePosition(user, { lessonId: params.id }, body.seconds)),
  );

function positionBody() {
  return z.object({ seconds: z.number().min(0).max(1_000_000) });
}

const segment = z.string().max(120);

/** The asset id of a media path: anything else is a URL no token was made for (403, like a bad token). */
function assetIdOf(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw new AppError('PLAYBACK_TOKEN_INVALID');
  return Number(raw);
}

/** Playlists, segments, posters and MP3s, each request authorised by the token in its path. */
export const mediaFileRoutes = routes('/media', 'media')
  .get(
    '/:token/:asset/:file',
    {
      summary: 'Master playlist, poster or MP3 of an asset (token-authorised)',
      access: 'token',
      params: { token: segment, asset: segment, file: segment },
      produces: 'application/vnd.apple.mpegurl',
      response: null,
    },
    async (c, { params }) => {
      const grant = await authorise(params.token, assetIdOf(params.asset));
      if (!MEDIA_FILE.test(params.file)) throw new AppError('NOT_FOUND');
      return mediaResponse(grant, params.file, c.req.header('range'));
    },
  )
  .get(
    '/:token/:asset/:rendition/:file',
    {
      summary: 'Media playlist or segment of one rendition (token-authorised; Range supported)',
      access: 'token',
      params: { token: segment, asset: segment, rendition: segment, file: segment },
      produces: 'video/mp2t',
      response: null,
    },
    async (c, { params }) => {
      const grant = await authorise(params.token, assetIdOf(params.asset));
      if (!RENDITION_NAME.test(params.rendition) || !RENDITION_FILE.test(params.file)) {
        throw new AppError('NOT_FOUND');
      }
      return mediaResponse(grant, `${params.rendition}/${params.file}`, c.req.header('range'));
    },
  );
