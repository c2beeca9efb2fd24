import { Lead } from '../models/index.ts';
import type { DemoChannels } from './channels.ts';
import { daysFrom, type SeedContext } from './lib.ts';
import type { DemoProducts } from './products.ts';

/**
 * A few leads (issue 24) for /manage/leads and /account/leads: the platform's own (the contact form, a
 * sign-up with the promotional consent) and the "notify me" of products of the demo producer's channels
 * and of the other organizer's, so each organizer sees only theirs. All with the contact's consent.
 */
export async function seedLeads(
  ctx: SeedContext,
  { channels, products }: { channels: DemoChannels; products: DemoProducts },
) {
  const at = (days: number) => daysFrom(ctx.now, -days);
  const hamlet = products.byKey.hamlet;
  const rows = [
    {
      email: 'lucia.prado@example.test',
      name: 'Lucía Prado',
      source: 'contact',
      channelId: null,
      productId: null,
      days: 2,
      status: 'new',
    },
    {
      email: 'marta.gil@example.test',
      name: 'Marta Gil',
      source: 'signup',
      channelId: null,
      productId: null,
      days: 9,
      status: 'contacted',
      notes: 'Interesada en los cursos de verano.',
    },
    {
      email: 'pablo.ruiz@example.test',
      name: null,
      source: 'notify-me',
      channelId: hamlet?.channelId ?? channels.faro.id,
      productId: hamlet?.id ?? null,
      days: 1,
      status: 'new',
    },
    {
      email: 'irene.soto@example.test',
      name: 'Irene Soto',
      source: 'notify-me',
      channelId: channels.faro.id,
      productId: null,
      days: 5,
      status: 'converted',
    },
    {
      email: 'joana.reis@example.test',
      name: 'Joana Reis',
      source: 'notify-me',
      channelId: channels.orquesta.id,
      productId: null,
      days: 3,
      status: 'new',
    },
  ] as const;
  await Lead.bulkCreate(
    rows.map((r) => ({
      email: r.email,
      name: r.name,
      source: r.source,
      channelId: r.channelId,
      productId: r.productId,
      consent: true,
      consentedAt: at(r.days),
      status: r.status,
      notes: 'notes' in r ? r.notes : null,
      createdAt: at(r.days),
      updatedAt: at(r.days),
    })),
    { transaction: ctx.transaction },
  );
}
