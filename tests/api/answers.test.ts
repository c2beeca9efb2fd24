import { writeFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_IDS } from '../../api/src/shared/enums.ts';
import { EmailLog, MediaAsset } from '../../models/index.ts';
import { call } from './helpers/client.ts';
import { buyWithDemo } from './helpers/commerce.ts';
import { courseWithLessons } from './helpers/learning.ts';
import { switchModules } from './helpers/settings.ts';
import { createSurvey } from './helpers/surveys.ts';
import { signedIn } from './helpers/users.ts';

/**
 * Every GET operation of /api/docs is called, as a role its x-access lets through and with ids of real
 * seeded data, and the real answer is validated against the schema the document gives it, every object
 * closed: a field the document does not name fails. `ANSWERS_ONLY=/api/courses,/api/lessons` narrows the
 * run to those path prefixes (each domain's owner runs theirs).
 */

const ONLY = (process.env.ANSWERS_ONLY ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const inScope = (path: string) =>
  !ONLY.length || ONLY.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}.`));

// biome-ignore lint/suspicious/noExplicitAny: the test reads the document as JSON
type Json = any;

interface GetOperation {
  path: string;
  access: string;
  status: string;
  content: Record<string, { schema?: Json }> | undefined;
}

/** Every object the document describes, closed: additionalProperties false unless it says otherwise. */
function closed(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    // properties and $defs hold names, not schemas: close each of their values.
    out[k] =
      (k === 'properties' || k === '$defs' || k === 'patternProperties') && v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v as object).map(([n, s]) => [n, closed(s)]))
        : closed(v);
  }
  if ((out.type === 'object' || out.properties) && out.additionalProperties === undefined) {
    out.additionalProperties = false;
  }
  return out;
}

const FORMATS: Record<string, (s: string) => boolean> = {
  'date-time': (s) => /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(s),
  date: (s) => /^\d{4}-\d\d-\d\d$/.test(s),
  email: (s) => /^[^\s@]+@[^\s@]+$/.test(s),
  uri: (s) => URL.canParse(s),
  url: (s) => URL.canParse(s),
};

interface Seed {
  /** Values for path parameters, by the documented path's resource and the parameter's name. */
  ids: Record<string, string | number>;
  callers: Record<string, (string | undefined)[]>;
  names: Record<string, string[]>;
  /** More URLs of one operation: a product of every type, for instance. */
  variants: Record<string, string[]>;
}

let seed: Seed;

beforeAll(async () => {
  // Every module on: their GET operations are called too.
  await switchModules(Object.fromEntries(MODULE_IDS.map((id) => [id, true])));
  const course = await courseWithLessons({ modules: [2] });
  const owner = course.owner;
  const channelId = owner.channel.id;
  const created = async (path: string, body: Record<string, unknown>) => {
    const res = await call('POST', path, { token: owner.token, body });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
    return res.body;
  };
  const admin = await signedIn('ADMIN');
  const category = await call('POST', '/api/categories', {
    token: admin.token,
    body: { name: `Categoría ${owner.channel.id}` },
  });
  expect(category.status, JSON.stringify(category.body)).toBe(201);
  const speaker = await created('/api/speakers', { name: 'Ponente de prueba', tags: ['jazz'] });
  const common = { channelId, status: 'published', plan: 'paid', totalPrice: 1100, taxRate: 10 };
  const products: Record<string, Json> = {};
  for (const type of ['product', 'vod', 'live', 'broadcast', 'podcast', 'post', 'meet', 'physical']) {
    products[type] = await created('/api/products', {
      ...common,
      type,
      title: `Answer ${type}`,
      categoryIds: [category.body.id],
      speakerIds: [speaker.id],
      scheduleSections: [{ title: 'Apertura', durationMinutes: 15, speakerId: speaker.id }],
    });
  }
  const session = await created(`/api/products/${products.live.id}/sessions`, {
    startsAtLocal: '2030-05-01T20:00',
    durationMinutes: 60,
  });
  const master = await created('/api/masters', { ...common, title: 'Answer master', courseIds: [course.id] });
  const datasheet = await created('/api/datasheets', { ...common, title: 'Answer datasheet' });
  const viewer = await signedIn('USER');
  const orderId = await buyWithDemo(viewer.token, products.vod.id);
  await buyWithDemo(viewer.token, course.productId);
  const all = [...Object.values(products), { id: course.productId, slug: course.slug }, master, datasheet];
  const channel = (await call('GET', `/api/channels/${channelId}`, { token: owner.token })).body;
  seed = {
    ids: {
      'products.id': products.vod.id,
      'products.productId': products.live.id,
      'products.sessionId': session?.id,
      'sessions.id': session?.id,
      'channels.id': channelId,
      'channels.slug': channel?.slug ?? '',
      'products.slug': products.vod.slug,
      'courses.id': course.id,
      'courses.slug': course.slug,
      'courses.courseId': course.id,
      'courses.moduleId': course.lessons[0].moduleId,
      'lessons.id': course.lessons[0].id,
      'lessons.lessonId': course.lessons[0].id,
      'masters.id': master.id,
      'masters.slug': master.slug,
      'datasheets.id': datasheet.id,
      'datasheets.slug': datasheet.slug,
      'categories.id': category.body.id,
      'speakers.id': speaker.id,
      'speakers.slug': speaker.slug,
      'schedule.productSlug': products.live.slug,
      'schedule.sectionId': products.live.scheduleSections[0].id,
      'orders.id': orderId,
      'sales.id': orderId,
      'users.id': viewer.user.id,
      '*.productId': products.vod.id,
      '*.channelId': channelId,
      '*.courseId': course.id,
      '*.lessonId': course.lessons[0].id,
      '*.moduleId': course.lessons[0].moduleId,
      '*.orderId': orderId,
      '*.userId': viewer.user.id,
    },
    // Who calls, by x-access, in order: the first answer in 2xx is the one validated.
    callers: {
      anonymous: [undefined, viewer.token, owner.token],
      'signed-in': [owner.token, viewer.token, admin.token],
      owner: [owner.token, viewer.token, admin.token],
      producer: [owner.token, admin.token],
      admin: [admin.token],
    },
    variants: {
      '/api/products/{id}': all.map((p) => `/api/products/${p.id}`),
      '/api/products/by-slug/{slug}': all.map((p) => `/api/products/by-slug/${p.slug}`),
      // A broadcast's state is asked of a broadcast product (others answer 409 BROADCAST_NOT_BROADCAST).
      '/api/products/{id}/broadcast': [`/api/products/${products.broadcast.id}/broadcast`],
      // A meet's room, likewise, of a meet product (others answer 409 MEET_NOT_MEET).
      '/api/products/{id}/meet/room': [`/api/products/${products.meet.id}/meet/room`],
      '/api/products/{id}/meet/peers': [`/api/products/${products.meet.id}/meet/peers`],
    },
    names: {
      anonymous: ['a visitor', 'a buyer', 'the owner'],
      'signed-in': ['the owner', 'a buyer', 'an admin'],
      owner: ['the owner', 'a buyer', 'an admin'],
      producer: ['the owner', 'an admin'],
      admin: ['an admin'],
    },
  };
  // Learning, media and content: a page, an entity, a survey for every role and an asset of the VOD.
  const page = await call('POST', '/api/pages', {
    token: admin.token,
    body: { name: 'Answer page', published: true, content: 'Texto' },
  });
  const entity = await created('/api/entities', { name: 'Answer entity', description: 'Una entidad' });
  const { survey } = await createSurvey(
    [[{ type: 'shortText' }, { type: 'multipleChoice', values: ['a', 'b'] }]],
    {
      roles: ['USER', 'PRODUCER', 'ADMIN'],
    },
  );
  const asset = await MediaAsset.create({
    userId: owner.user.id,
    productId: products.vod.id,
    lessonId: null,
    kind: 'video',
    originalName: 'clip.mp4',
    mime: 'video/mp4',
    sizeBytes: 1000,
    storagePath: `answers/${products.vod.id}-${Date.now()}`,
    status: 'queued',
  });
  // The home: a section of every type, so that each is checked as the home answers it.
  const home = await call('PUT', '/api/config/theme/home', {
    token: admin.token,
    body: {
      sections: [
        {
          id: 'hero',
          type: 'hero',
          title: { es: 'Bienvenida' },
          subtitle: { es: 'Subtítulo' },
          mediaType: 'image',
          mediaUrl: '/hero.jpg',
          buttonText: { es: 'Ver' },
          buttonLink: '/products',
        },
        {
          id: 'products',
          type: 'productSlider',
          title: { es: 'Productos' },
          ids: [products.vod.id, products.live.id],
        },
        { id: 'channels', type: 'channelSlider', title: { es: 'Canales' }, ids: [channelId] },
        { id: 'speakers', type: 'speakerSlider', title: { es: 'Ponentes' }, ids: [speaker.id] },
        { id: 'featured', type: 'featuredProduct', itemId: products.live.id },
        { id: 'static', type: 'static', body: { es: 'Texto' } },
        {
          id: 'cta',
          type: 'cta',
          title: { es: 'Únete' },
          buttonText: { es: 'Entrar' },
          buttonLink: '/logup',
        },
      ],
    },
  });
  expect(home.status, JSON.stringify(home.body)).toBe(200);
  // The open lab: a published idea (with a comment) and a published lean test of the owner's channel.
  const idea = await created('/api/ideas', { title: 'Answer idea', body: 'Una idea' });
  await call('POST', `/api/ideas/${idea.id}/moderation`, { token: admin.token, body: { action: 'publish' } });
  await call('POST', `/api/ideas/${idea.id}/comments`, { token: viewer.token, body: { body: 'Sí' } });
  const leanTest = await created('/api/lean-tests', {
    channelId,
    title: 'Answer lean test',
    status: 'published',
    priceOptions: [900],
  });
  Object.assign(seed.ids, {
    'ideas.id': idea.id,
    'lean-tests.id': leanTest.id,
    'lean-tests.slug': leanTest.slug,
    'pages.id': page.body.id,
    'pages.slug': page.body.slug,
    'entities.id': entity.id,
    'entities.slug': entity.slug,
    'lesson-ratings.id': course.lessons[0].id,
    'me.id': survey.id,
    'surveys.id': survey.id,
    'media.id': asset.id,
    // The buyer's receipt: an email about the owner's channel, so the owner reads it as well as the admin.
    'email-logs.id': (await EmailLog.findOne({ where: { type: 'orderPaid', userId: viewer.user.id } }))?.id,
  });
}, 180_000);

/** Operations that need a query to answer at all. */
const QUERY: Record<string, string> = { '/api/search': '?q=Answer', '/api/search/facets': '?q=Answer' };

/** The URL of a documented path with seeded ids, or null when a parameter has no seeded value. */
function urlOf(path: string): string | null {
  const resource = path.split('/')[2]?.replace(/\..*$/, '') ?? '';
  let missing = false;
  const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = seed.ids[`${resource}.${name}`] ?? seed.ids[`*.${name}`];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? null : url + (QUERY[path] ?? '');
}

describe('answers declared: GET /api/docs documents every answer, and the API answers what it documents', () => {
  it('every GET operation answers, as a role that may, what its documented schema says (no extra field)', async () => {
    const doc = (await call('GET', '/api/docs')).body;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    for (const [name, check] of Object.entries(FORMATS)) ajv.addFormat(name, check);
    const gets: GetOperation[] = [];
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
      const op = methods.get;
      if (!op || !inScope(path)) continue;
      // A success, or a redirect (lib/route.ts: `status: 302`, its Location documented).
      const [status, answer] = Object.entries(op.responses as Record<string, Json>).find(
        ([s]) => s.startsWith('2') || (s.startsWith('3') && op.responses[s].headers?.Location),
      ) ?? ['none', undefined];
      gets.push({ path, access: op['x-access'], status, content: answer?.content });
    }
    expect(gets.length, `no GET operation under ${ONLY.join(', ')}`).toBeGreaterThan(0);

    const undocumented: string[] = [];
    const notCalled: string[] = [];
    const wrong: string[] = [];
    let validated = 0;
    const dumped: Record<string, unknown> = {};
    for (const op of gets) {
      const json = op.content?.['application/json'];
      const other = Object.entries(op.content ?? {}).find(([type]) => type !== 'application/json');
      const bodiless = op.status === '204' || op.status.startsWith('3');
      if (op.status === 'none' || (json && !json.schema) || (!json && !other && !bodiless)) {
        undocumented.push(op.path);
        if (!process.env.ANSWERS_DUMP) continue;
      }
      const url = urlOf(op.path);
      const urls = [url, ...(seed.variants[op.path] ?? [])];
      if (!url) {
        notCalled.push(`${op.path}: no seeded value for its parameters`);
        continue;
      }
      // Every caller the operation lets through is asked: an owner's answer may say more than a visitor's.
      const answers: { who: string; res: Awaited<ReturnType<typeof call>> }[] = [];
      const tried: string[] = [];
      for (const [i, token] of (seed.callers[op.access] ?? []).entries())
        for (const target of urls) {
          const res = await call('GET', target as string, { token });
          if (res.status >= 500) wrong.push(`${op.path}: ${res.status} ${JSON.stringify(res.body)}`);
          if (String(res.status) === op.status) answers.push({ who: seed.names[op.access][i], res });
          else tried.push(`${res.status} ${res.body?.error?.code ?? ''}`.trim());
        }
      const answer = answers[0]?.res;
      if (!answer) {
        notCalled.push(`${op.path}: ${tried.join(', ')}`);
        continue;
      }
      if (process.env.ANSWERS_DUMP) dumped[op.path] = answer.body;
      if (undocumented.includes(op.path)) continue;
      if (!json) {
        const type = other?.[0] ?? '';
        const got = answer.headers.get('content-type') ?? '';
        if (type && !type.includes('*') && !got.startsWith(type.split(';')[0]))
          wrong.push(`${op.path}: content type ${got}, documented ${type}`);
        continue;
      }
      const validate = ajv.compile(closed(json.schema));
      for (const { who, res } of answers) {
        if (validate(res.body)) continue;
        const errors = (validate.errors ?? [])
          .slice(0, 8)
          .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
        wrong.push(`${op.path} as ${who}:\n    ${errors.join('\n    ')}`);
      }
      validated++;
    }
    if (process.env.ANSWERS_DUMP) writeFileSync(process.env.ANSWERS_DUMP, JSON.stringify(dumped, null, 1));
    if (notCalled.length)
      console.warn(`GET operations not called (${notCalled.length}):\n  ${notCalled.join('\n  ')}`);
    console.info(`answers validated against /api/docs: ${validated} of ${gets.length} GET operations`);
    // Both lists at once: an operation without a documented answer, and an answer unlike its document.
    expect({ undocumented, wrong }).toEqual({ undocumented: [], wrong: [] });
  }, 300_000);
});
