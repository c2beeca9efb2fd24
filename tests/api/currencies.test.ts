import { describe, expect, it } from 'vitest';
import { call } from './helpers/client.ts';
import { createProduct, producerWithChannel } from './helpers/commerce.ts';

describe('GET /api/config/currencies', () => {
  it('lists the site currency first, then those of published products; no rates, so no conversion', async () => {
    const seller = await producerWithChannel();
    await createProduct(seller.channel, { currency: 'USD' });
    await createProduct(seller.channel, { currency: 'GBP', status: 'draft' });
    const res = await call('GET', '/api/config/currencies');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ default: 'EUR', symbol: '€', converts: false });
    expect(res.body.currencies[0]).toBe('EUR');
    expect(res.body.currencies).toContain('USD');
    // A draft is nobody's business: its currency is not listed.
    expect(res.body.currencies).not.toContain('GBP');
  });
});
