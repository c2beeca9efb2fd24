import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { z } from 'zod';
import type { Role, User } from '../../../models/index.ts';
import { readsMayLag } from '../../../models/replicas.ts';
import type { AppEnv } from '../context.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import type { ModuleId } from '../shared/enums.ts';
import { streamingBodyLimit } from './body-limit.ts';
import { type ListParams, listParams } from './rest.ts';
import { readJson, validate } from './validate.ts';

/**
 * Every API route is declared once, here-shaped: method, path, access, params, query, body and list
 * parameters. From that one declaration come the guard, the validation that runs before the handler,
 * the handler's typed input and the OpenAPI operation (api/src/lib/openapi.ts reads ROUTES).
 *
 * Access, and the guard derived from it:
 *  - anonymous: anyone (a session, when present, is still passed to the handler);
 *  - signed-in: 401 without a session;
 *  - owner:     401 without a session; the service answers 403/404 unless the caller owns the resource
 *               (or is an admin);
 *  - producer:  401 without a session, 403 unless PRODUCER or ADMIN;
 *  - admin:     401 without a session, 403 unless ADMIN;
 *  - token:     no session needed: a signed token in the path names the viewer and the file, and the
 *               handler answers 403 unless it is valid and the policy (api/src/policy.ts, media.serve)
 *               lets that viewer in (signed HLS playlists and segments, posters, MP3s).
 * Which row a caller may touch is the policy's answer (`can(user, action, target)`), asked by the services.
 *
 * Modules (spec 7's catalogue: advertising, openlab, leads, ideas, cognition...): a route that belongs to
 * one declares `module: 'leads'`. While an admin has that module off, the route answers 404 to everyone
 * (before the guard: a switched-off module is not there at all), and switching it on needs no restart:
 * the check reads the cached `modules` setting, which every process drops on any change (LISTEN).
 *
 * The answer: every route declares `response`, the schema of its success answer, and `/api/docs`
 * documents it under the declared `status` (200 unless given); tests/api/answers.test.ts calls every
 * GET operation and validates the real answer against the documented schema, every object closed.
 *  - JSON:       `response: productAnswer` (a zod schema describing the JSON as sent: dates are
 *                strings, ids numbers). A list route answers `z.array(itemSchema)` (Content-Range
 *                is documented from `list`).
 *  - no body:    `status: 204, response: null`.
 *  - redirect:   `status: 302` (or 301/303/307), `response: null`; the Location header is documented.
 *  - not JSON:   `produces: 'text/csv'` (or text/html, image/*, video/*...), `response: null`.
 * `response: null` anywhere else is refused when the route is declared.
 *
 * Where answer schemas live: they are zod, in `api/src/shared/<domain>.ts` (pure: no Sequelize, no
 * Node import, so the site and the back office import them and use `z.infer<typeof x>` instead of a
 * hand-written copy) when a face needs the type; otherwise beside the route's input schemas in
 * `api/src/<domain>/schemas/<resource>.ts`. Domain enums the faces need live in `api/src/shared/` too, and the
 * models import them from there.
 */
export type Access = 'anonymous' | 'token' | 'signed-in' | 'owner' | 'producer' | 'admin';

const ROLES_FOR: Record<Access, readonly Role[] | null> = {
  anonymous: null,
  // The token is checked by the handler (it is part of the path, read after routing).
  token: null,
  'signed-in': [],
  owner: [],
  producer: ['PRODUCER', 'ADMIN'],
  admin: ['ADMIN'],
};

/** Ids in paths: strictly positive decimal integers that fit PostgreSQL's integer ("3", never " 3", "0x3", "3e0"). */
export const pathId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'validation.id')
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, 'validation.id');
/** Slugs and other text segments in paths. */
export const pathSlug = z.string().min(1).max(200);

/** 100 KB: every ordinary JSON body fits; a route that needs more says so in its declaration. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

type ListSpec = {
  sortable: readonly [string, ...string[]];
  defaultSort: [string, 'ASC' | 'DESC'];
  filter: z.ZodType;
};

type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteSpec<
  A extends Access = Access,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  L extends ListSpec | undefined = ListSpec | undefined,
> {
  summary: string;
  access: A;
  /** Path parameters; a parameter named `id` or `…Id` not declared here is a strict id, any other a slug. */
  params?: Record<string, z.ZodType>;
  query?: Q;
  /** A JSON body, validated (and size-limited) before the handler runs. */
  body?: B;
  /** A request without a Content-Type is taken as an empty object (e.g. a bare POST to subscribe). */
  bodyOptional?: boolean;
  /** The body is read by the handler itself (signed webhooks): still size-limited, never parsed here. */
  rawBody?: { contentType: string; description?: string };
  /** The ra-data-simple-rest list parameters sort, range and filter. */
  list?: L;
  bodyLimit?: number;
  /** The error a body over `bodyLimit` answers (PAYLOAD_TOO_LARGE unless the route says better). */
  tooLarge?: ErrorCode;
  /** The success status, 200 unless given. */
  status?: number;
  /** The success content type when it is not JSON (CSV, HTML, images). */
  produces?: string;
  /**
   * The success answer (required): the zod schema of the JSON body, or `null` when there is no JSON body
   * to describe, which the declaration then says with `status: 204`, a redirect `status` (3xx) or
   * `produces` (CSV, HTML, images, media). See the comment at the top of this file.
   */
  response: z.ZodType | null;
  tag?: string;
  /** The module of the catalogue this route belongs to: 404 while an admin has it switched off. */
  module?: ModuleId;
  /**
   * The route's reads may lag a moment behind the last write (a public list, a search, analytics): with
   * read replicas (DATABASE_READ_URLS) they go to one, else to the primary as every other route's
   * (models/replicas.ts). A function decides per request (a list's public answer lags, an owner's
   * console list must not). Only for GET routes that only read.
   */
  replica?: true | ((input: RouteInput<A, Record<string, unknown>, z.output<Q>, z.output<B>, L>) => boolean);
  /** Only for the declaration's own type inference. */
  _params?: P;
}

type UserFor<A extends Access> = A extends 'anonymous' | 'token' ? User | null : User;

export interface RouteInput<A extends Access, Params, Q, B, L> {
  params: Params;
  query: Q;
  body: B;
  list: L extends ListSpec ? ListParams<z.output<L['filter']>> : undefined;
  user: UserFor<A>;
}

type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof ParamsOf<`/${Rest}`>]: ParamValue<K & string> }
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: ParamValue<K> }
    : Record<never, never>;
type ParamValue<Name extends string> = Name extends 'id' | `${string}Id` ? number : string;

/** One declared operation, as the OpenAPI generator and the role test read it. */
export interface DeclaredRoute {
  method: Method;
  /** The full path in OpenAPI form: /api/products/{id}. */
  path: string;
  tag: string;
  spec: RouteSpec;
  params: Record<string, z.ZodType>;
}

/** Every declared route of the process, in declaration order. */
export const ROUTES: DeclaredRoute[] = [];

/** Whether a module is on: wired by the app (api/src/app.ts) to the cached `modules` setting. */
let moduleEnabled: ((id: ModuleId) => Promise<boolean>) | null = null;

/** Tells the route guards how to know whether a module is on (once, when the app is built). */
export function gateModulesWith(enabled: (id: ModuleId) => Promise<boolean>): void {
  moduleEnabled = enabled;
}

function moduleGate(id: ModuleId): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    if (!moduleEnabled) throw new Error('The module gate is not wired (gateModulesWith)');
    if (!(await moduleEnabled(id))) throw new AppError('SERVER_ERROR_NOT_FOUND');
    await next();
  };
}

function guardFor(access: Access): MiddlewareHandler<AppEnv> | null {
  const roles = ROLES_FOR[access];
  if (roles === null) return null;
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw new AppError('AUTH_REQUIRED');
    if (roles.length && !roles.some((r) => user.roles.includes(r))) throw new AppError('FORBIDDEN');
    await next();
  };
}

/**
 * The limit of a JSON body. A declared Content-Length is compared and nothing else is done: Node's HTTP
 * parser never hands on more bytes than it declares, and readJson reads the body straight from the
 * socket. Only a chunked body goes through Hono's bodyLimit, which counts it as it streams in; that one
 * turns the request into a full Fetch Request (a web stream, an AbortSignal), which on its own cost a
 * JSON POST more than everything else it does (tests/bench/heartbeats.ts).
 */
function jsonBodyLimit(
  maxSize: number,
  streaming: MiddlewareHandler<AppEnv>,
  tooLarge: () => AppError,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streaming(c, next);
    if (Number(declared) > maxSize) throw tooLarge();
    await next();
  };
}

function paramSchemas(path: string, declared: Record<string, z.ZodType> = {}): Record<string, z.ZodType> {
  const out: Record<string, z.ZodType> = {};
  for (const [, name] of path.matchAll(/:(\w+)/g)) {
    out[name] = declared[name] ?? (name === 'id' || name.endsWith('Id') ? pathId : pathSlug);
  }
  return out;
}

/**
 * A group of routes under one prefix (`/api/products`): `r.get(path, spec, handler)` declares and
 * registers one route; `r.app` is the Hono sub-app to mount at the prefix.
 */
export function routes(prefix: string, tag: string) {
  const app = new Hono<AppEnv>();

  function add<
    const Path extends string,
    A extends Access,
    Q extends z.ZodType = z.ZodUndefined,
    B extends z.ZodType = z.ZodUndefined,
    L extends ListSpec | undefined = undefined,
  >(
    method: Method,
    path: Path,
    spec: RouteSpec<A, z.ZodType, Q, B, L>,
    handler: (
      c: Context<AppEnv>,
      input: RouteInput<A, ParamsOf<Path>, z.output<Q>, z.output<B>, L>,
    ) => Response | Promise<Response>,
  ) {
    const status = spec.status ?? 200;
    if (spec.replica && method !== 'get') {
      throw new Error(`${method.toUpperCase()} ${prefix}${path}: only a GET route may read from a replica`);
    }
    if (spec.response === null && !spec.produces && status !== 204 && (status < 300 || status > 399)) {
      throw new Error(
        `${method.toUpperCase()} ${prefix}${path}: response: null needs status 204, a 3xx or produces`,
      );
    }
    const params = paramSchemas(path, spec.params);
    const fullPath = `${prefix}${path === '/' ? '' : path}`.replace(/:(\w+)/g, '{$1}') || '/';
    ROUTES.push({ method, path: fullPath, tag: spec.tag ?? tag, spec: spec as RouteSpec, params });

    const middleware: MiddlewareHandler<AppEnv>[] = [];
    if (spec.module) middleware.push(moduleGate(spec.module));
    const guard = guardFor(spec.access);
    if (guard) middleware.push(guard);
    if (spec.body || spec.rawBody) {
      const maxSize = spec.bodyLimit ?? DEFAULT_BODY_LIMIT;
      const tooLarge = () => new AppError(spec.tooLarge ?? 'PAYLOAD_TOO_LARGE');
      // JSON bodies are small and read whole anyway; raw bodies stream through a counter.
      middleware.push(
        spec.rawBody
          ? streamingBodyLimit(maxSize, tooLarge)
          : jsonBodyLimit(
              maxSize,
              bodyLimit({
                maxSize,
                onError: () => {
                  throw tooLarge();
                },
              }),
              tooLarge,
            ),
      );
    }
    // Hono routes a HEAD request through the GET routes (the request itself still says HEAD): an
    // explicit HEAD is registered as GET and answers only HEAD requests.
    const honoMethod = method === 'head' ? 'GET' : method.toUpperCase();
    // The guard and the body limit run as one middleware, so Hono's own overloads type the call.
    app.on(honoMethod, path, every(...middleware), async (c) => {
      if (method === 'head' && c.req.method !== 'HEAD') throw new AppError('SERVER_ERROR_NOT_FOUND');
      const parsedParams: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(params)) {
        // A malformed path is a bad address (400), not a form to correct (422).
        parsedParams[name] = validate(c, schema, c.req.param(name), name, 'INVALID_PARAMETER');
      }
      const query = spec.query ? validate(c, spec.query, c.req.query()) : undefined;
      const list = spec.list ? listParams(c, spec.list) : undefined;
      const body = !spec.body
        ? undefined
        : spec.bodyOptional && !c.req.header('content-type')
          ? validate(c, spec.body, {})
          : await readJson(c, spec.body, spec.bodyLimit ?? DEFAULT_BODY_LIMIT);
      const input: RouteInput<A, ParamsOf<Path>, z.output<Q>, z.output<B>, L> = {
        params: parsedParams as ParamsOf<Path>,
        query: query as z.output<Q>,
        body: body as z.output<B>,
        list: list as RouteInput<A, ParamsOf<Path>, z.output<Q>, z.output<B>, L>['list'],
        user: c.get('user') as UserFor<A>,
      };
      const lags = spec.replica === true || spec.replica?.(input) === true;
      return lags ? readsMayLag(() => Promise.resolve(handler(c, input))) : handler(c, input);
    });
  }

  /** POST, PUT and PATCH: the same declaration, with a body. */
  function withBody(method: 'post' | 'put' | 'patch') {
    return <
      const Path extends string,
      A extends Access,
      B extends z.ZodType = z.ZodUndefined,
      Q extends z.ZodType = z.ZodUndefined,
    >(
      path: Path,
      spec: RouteSpec<A, z.ZodType, Q, B, undefined>,
      handler: (
        c: Context<AppEnv>,
        input: RouteInput<A, ParamsOf<Path>, z.output<Q>, z.output<B>, undefined>,
      ) => Response | Promise<Response>,
    ) => {
      add<Path, A, Q, B, undefined>(method, path, spec, handler);
      return group;
    };
  }

  const group = {
    app,
    prefix,
    get: <
      const Path extends string,
      A extends Access,
      Q extends z.ZodType = z.ZodUndefined,
      L extends ListSpec | undefined = undefined,
    >(
      path: Path,
      spec: RouteSpec<A, z.ZodType, Q, z.ZodUndefined, L> & { body?: undefined },
      handler: (
        c: Context<AppEnv>,
        input: RouteInput<A, ParamsOf<Path>, z.output<Q>, undefined, L>,
      ) => Response | Promise<Response>,
    ) => {
      add<Path, A, Q, z.ZodUndefined, L>('get', path, spec, handler);
      return group;
    },
    post: withBody('post'),
    put: withBody('put'),
    /** PATCH bodies are protocol bytes (tus): declared with rawBody. */
    patch: withBody('patch'),
    /** An explicit HEAD, for protocols that give it its own meaning (tus); elsewhere HEAD is GET. */
    head: <const Path extends string, A extends Access>(
      path: Path,
      spec: RouteSpec<A, z.ZodType, z.ZodUndefined, z.ZodUndefined, undefined>,
      handler: (
        c: Context<AppEnv>,
        input: RouteInput<A, ParamsOf<Path>, undefined, undefined, undefined>,
      ) => Response | Promise<Response>,
    ) => {
      add<Path, A, z.ZodUndefined, z.ZodUndefined, undefined>('head', path, spec, handler);
      return group;
    },
    delete: <const Path extends string, A extends Access, Q extends z.ZodType = z.ZodUndefined>(
      path: Path,
      spec: RouteSpec<A, z.ZodType, Q, z.ZodUndefined, undefined>,
      handler: (
        c: Context<AppEnv>,
        input: RouteInput<A, ParamsOf<Path>, z.output<Q>, undefined, undefined>,
      ) => Response | Promise<Response>,
    ) => {
      add<Path, A, Q, z.ZodUndefined, undefined>('delete', path, spec, handler);
      return group;
    },
  };
  return group;
}
