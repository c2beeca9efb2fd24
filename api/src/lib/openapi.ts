import { z } from 'zod';
import { ERROR_STATUS } from '../errors.ts';
import { type Access, ROUTES, type RouteSpec } from './route.ts';

/** Inputs are documented as accepted (io: input); answers as sent (io: output, objects closed). */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'input') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

/** The success answer of a declaration: its status and what it documents (api/src/lib/route.ts). */
function successResponse(spec: RouteSpec): Record<string, unknown> {
  const status = spec.status ?? 200;
  const listHeaders = spec.list ? { 'Content-Range': { schema: { type: 'string' } } } : undefined;
  if (status === 204) return { description: 'No content' };
  if (status >= 300 && status < 400) {
    return {
      description: 'Redirect',
      headers: { Location: { required: true, schema: { type: 'string' } } },
    };
  }
  if (spec.response) {
    return {
      description: 'OK',
      content: { [spec.produces ?? 'application/json']: { schema: jsonSchema(spec.response, 'output') } },
      ...(listHeaders ? { headers: listHeaders } : {}),
    };
  }
  if (spec.produces) return { description: 'OK', content: { [spec.produces]: {} } };
  // Not declared yet: documented without a schema, which the answer test names.
  return { description: 'OK', content: { 'application/json': {} } };
}

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        message: {
          type: 'string',
          description: 'In the language of Accept-Language, else the user, else es',
        },
        fields: {
          type: 'array',
          items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
  },
};

const ERROR = { $ref: '#/components/responses/Error' };

/** What the token of a token-gated route is (access 'token' in lib/route.ts). */
const TOKEN_PARAMETER =
  'Signed playback token (viewer, asset, expiry) from the player answer; 403 when invalid or expired, or when the viewer may no longer watch';

/** The 4xx answers an operation can give, from its declaration. */
function errorResponses(access: Access, hasInput: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { '400': ERROR };
  if (hasInput) out['422'] = ERROR;
  if (access !== 'anonymous' && access !== 'token') out['401'] = ERROR;
  if (access !== 'anonymous' && access !== 'signed-in') out['403'] = ERROR;
  return out;
}

/** The OpenAPI 3.1 document, generated from the route declarations (api/src/lib/route.ts). */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, tag, spec, params } of ROUTES) {
    const parameters: unknown[] = Object.entries(params).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema: jsonSchema(schema),
      ...(spec.access === 'token' && name === 'token' ? { description: TOKEN_PARAMETER } : {}),
    }));
    if (spec.query && spec.query instanceof z.ZodObject) {
      const shape = spec.query.shape as Record<string, z.ZodType>;
      for (const [name, schema] of Object.entries(shape)) {
        parameters.push({
          name,
          in: 'query',
          required: !schema.safeParse(undefined).success,
          schema: jsonSchema(schema),
        });
      }
    }
    if (spec.list) {
      parameters.push(
        {
          name: 'sort',
          in: 'query',
          schema: { type: 'string' },
          description: `JSON [field, "ASC"|"DESC"]; fields: ${spec.list.sortable.join(', ')}`,
          example: JSON.stringify(spec.list.defaultSort),
        },
        { name: 'range', in: 'query', schema: { type: 'string' }, example: '[0,24]' },
        {
          name: 'filter',
          in: 'query',
          content: { 'application/json': { schema: jsonSchema(spec.list.filter) } },
        },
      );
    }
    const status = String(spec.status ?? 200);
    const ok = successResponse(spec);
    paths[path] ??= {};
    paths[path][method] = {
      summary: spec.summary,
      tags: [tag],
      // Token-gated routes need no session either: their credential is the signed token in the path.
      ...(spec.access === 'anonymous' || spec.access === 'token' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(spec.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(spec.body) } },
            },
          }
        : {}),
      ...(spec.rawBody
        ? {
            requestBody: {
              required: true,
              description: spec.rawBody.description,
              content: { [spec.rawBody.contentType]: {} },
            },
          }
        : {}),
      responses: {
        [status]: ok,
        ...errorResponses(spec.access, !!(spec.body || spec.query || spec.list || parameters.length)),
      },
      'x-access': spec.access,
      ...(spec.module ? { 'x-module': spec.module } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Platea API', version: '0.1.0' },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, { cookie: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'platea_session' },
      },
      responses: {
        Error: {
          description: 'An error of the catalogue',
          content: { 'application/json': { schema: errorSchema } },
        },
      },
    },
    paths,
  };
}
