import { z } from 'zod';
import {
  bodyId,
  idFilter,
  optionalImage,
  optionalText,
  optionalUrl,
  publicFilter,
  slugSchema,
  tagsSchema,
  title,
  translationsOf,
} from './catalogue.ts';

const speakerShape = {
  name: title(160),
  title: optionalText(200),
  slug: slugSchema,
  bio: optionalText(5000),
  image: optionalImage,
  /** At least one tag (spec 5). */
  tags: tagsSchema.min(1),
  channelId: bodyId.nullable(),
  social: z.strictObject({
    instagram: optionalUrl,
    facebook: optionalUrl,
    twitter: optionalUrl,
    youtube: optionalUrl,
    linkedin: optionalUrl,
  }),
  translations: translationsOf({ title: 200, bio: 5000 }),
};

export const speakerCreateBody = z.strictObject(speakerShape).partial().required({ name: true, tags: true });
// react-admin sends the whole record back: unknown keys are dropped.
export const speakerUpdateBody = z.object(speakerShape).partial();
export type SpeakerInput = z.output<typeof speakerUpdateBody>;

export const speakerFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  tag: z.string().trim().max(40).optional(),
  channelId: bodyId.optional(),
  id: idFilter,
  public: publicFilter,
});
export type SpeakerFilter = z.output<typeof speakerFilter>;
