import { publicUrl } from '../../env.ts';
import { openApiDocument } from '../../lib/openapi.ts';
import { routes } from '../../lib/route.ts';
import { healthSchema, openApiDocumentSchema } from '../schemas/system.ts';
import { health } from '../services/health.ts';

export const systemRoutes = routes('/api', 'system')
  .get(
    '/health',
    {
      summary: 'Database and job queue reachable: 200, else 503 with the reason',
      access: 'anonymous',
      response: healthSchema,
    },
    async (c) => {
      const answer = await health();
      if (!answer.ok) c.header('Retry-After', '5');
      return c.json(answer, answer.ok ? 200 : 503);
    },
  )
  .get(
    '/docs',
    {
      summary: 'This OpenAPI 3.1 document, generated from the route declarations',
      access: 'anonymous',
      response: openApiDocumentSchema,
    },
    (c) => c.json(openApiDocument(publicUrl)),
  );
