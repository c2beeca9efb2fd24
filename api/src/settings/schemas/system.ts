import { z } from 'zod';

const state = z.enum(['up', 'down']);
/** GET /api/health: the database and the job queue (503 with the same shape and a reason when not ok). */
export const healthSchema = z.object({
  ok: z.boolean(),
  checks: z.object({ database: state, queue: state }),
  reason: z.string().optional(),
});

/** GET /api/docs: an OpenAPI 3.1 document (its parts are OpenAPI's own). */
export const openApiDocumentSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string() }),
  servers: z.array(z.object({ url: z.string() })),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  components: z.record(z.string(), z.unknown()),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  tags: z.array(z.record(z.string(), z.unknown())).optional(),
});
