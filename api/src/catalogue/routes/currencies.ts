import { routes } from '../../lib/route.ts';
import { currenciesAnswer } from '../../shared/catalogue-answers.ts';
import { knownCurrencies } from '../services/currencies.ts';

/** The site's currency selector (spec 3 currency setting; shown when the `currencies` switch is on). */
export const currencyRoutes = routes('/api/config', 'config').get(
  '/currencies',
  {
    summary: 'Currencies the platform knows (the default first); converts is false: no exchange rates',
    access: 'anonymous',
    response: currenciesAnswer,
  },
  async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await knownCurrencies());
  },
);
