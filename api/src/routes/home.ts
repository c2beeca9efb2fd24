import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { resolvedHome } from '../services/home.ts';

export const homeRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json({ sections: await resolvedHome(c.get('lang')) }),
);
