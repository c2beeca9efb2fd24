import { type APIRequestContext, expect } from '@playwright/test';
import { PRODUCER } from './live.ts';

export async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const { email, password } = credentials;
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/** A paid meet of the demo organizer (channel "Teatro del Faro"), `startsIn` ms ahead (five days), and a viewer who holds its ticket (a 100 % code). */
export async function meetWithTicket(
  request: APIRequestContext,
  holder: { email: string; password: string },
  startsIn = 5 * 86_400_000,
) {
  const owner = await tokenOf(request, PRODUCER);
  const channels = (await (await request.get('/api/channels', { headers: owner })).json()) as {
    id: number;
    title: string;
    slug: string;
  }[];
  const faro = channels.find((c) => c.title === 'Teatro del Faro');
  expect(faro).toBeDefined();
  const created = await request.post('/api/products', {
    headers: owner,
    data: {
      type: 'meet',
      title: `Tertulia con el director ${Date.now()}`,
      shortDescription: 'Una hora de preguntas y respuestas por videollamada.',
      channelId: faro?.id,
      status: 'published',
      plan: 'paid',
      totalPrice: 800,
      taxRate: 10,
      sessions: [{ startsAt: new Date(Date.now() + startsIn).toISOString(), durationMinutes: 60 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const meet = (await created.json()) as { id: number; slug: string; title: string };
  const code = `SALA${Date.now().toString(36).toUpperCase()}`;
  const coupon = await request.post('/api/coupons', {
    headers: owner,
    data: { productId: meet.id, code, discountPercent: 100, quantity: 1 },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  const redeemed = await request.post('/api/coupons/redeem', {
    headers: await tokenOf(request, holder),
    data: { code },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  expect(((await redeemed.json()) as { granted: boolean }).granted).toBe(true);
  return { ...meet, owner, channel: faro?.slug ?? '' };
}
