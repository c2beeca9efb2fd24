import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { t } from '../../i18n/index.ts';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { validate } from '../../lib/validate.ts';
import { searchFacetsAnswer, searchResultAnswer } from '../../shared/catalogue-answers.ts';
import { searchFacetsQuery, searchQuery, searchRange } from '../schemas/search.ts';
import { search, searchFacets, searchLetters } from '../services/search.ts';

/** Spec 5: at least 3 letters, said in the user's language on the field. */
function requireLetters(c: Context<AppEnv>, q: string) {
  if (searchLetters(q) < 3) {
    throw new AppError('SEARCH_TOO_SHORT', {}, [
      { field: 'q', message: t(c.get('lang'), 'SEARCH_TOO_SHORT') },
    ]);
  }
}

/** GET /api/search?q=&category=&type=&kind=&range=[0,23]: ranked public results, at least 3 letters. */
export const searchRoutes = routes('/api/search', 'catalogue')
  .get(
    '/',
    {
      summary: 'Search products, channels and speakers (ranked, accent-insensitive)',
      access: 'anonymous',
      replica: true,
      response: z.array(searchResultAnswer),
      query: searchQuery,
    },
    async (c, { query }) => {
      requireLetters(c, query.q);
      let range: [number, number] = [0, 23];
      if (query.range) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(query.range);
        } catch {
          parsed = query.range;
        }
        range = validate(c, searchRange, parsed, 'range');
      }
      const { rows, total } = await search({
        q: query.q,
        category: query.category,
        type: query.type,
        kind: query.kind,
        offset: range[0],
        limit: range[1] - range[0] + 1,
        lang: contentLang(c),
      });
      return listResponse(c, 'search', rows, range[0], total);
    },
  )
  .get(
    '/facets',
    {
      summary: 'How many results each kind and category has for a search (the filters of a results page)',
      access: 'anonymous',
      replica: true,
      response: searchFacetsAnswer,
      query: searchFacetsQuery,
    },
    async (c, { query }) => {
      requireLetters(c, query.q);
      return c.json(await searchFacets({ q: query.q, lang: contentLang(c) }));
    },
  );
