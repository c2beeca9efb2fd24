import { QueryTypes } from 'sequelize';
import { Idea, Lead, LeanTest } from '../models/index.ts';
import type { DemoChannels } from './channels.ts';
import { daysFrom, type SeedContext } from './lib.ts';
import type { DemoUsers } from './users.ts';

/**
 * The open lab's demo (issue 24): ideas in each state (two published and voted, one pending, one rejected
 * with its reason) and a published lean test of Teatro del Faro with a few visits, sign-ups (each a lead)
 * and price answers, so the ranking and the results have something to show.
 */
export async function seedOpenLab(ctx: SeedContext, users: DemoUsers, channels: DemoChannels) {
  const { transaction, now } = ctx;
  const at = (days: number) => daysFrom(now, days, 10);
  const idea = (values: Partial<Idea> & { title: string }) =>
    Idea.create({ userId: users.viewer.id, body: null, createdAt: at(-5), ...values } as Idea, {
      transaction,
    });
  const subtitles = await idea({
    title: 'Subtítulos en las funciones en directo',
    body: 'Para quienes no oyen bien y para seguir obras en otros idiomas.',
    status: 'published',
    moderatedAt: at(-4),
    userId: users.ana.id,
  });
  const replay = await idea({
    title: 'Ver la función de nuevo durante una semana',
    body: 'Una semana de acceso a la grabación tras el directo.',
    status: 'published',
    moderatedAt: at(-3),
    channelId: channels.faro.id,
  });
  await idea({ title: 'Una aplicación para televisores', status: 'pending', createdAt: at(-1) });
  await idea({
    title: 'Entradas gratis para todos',
    status: 'rejected',
    reason: 'Los organizadores deciden el precio de sus funciones.',
    moderatedAt: at(-2),
  });
  const votes: [Idea, number[]][] = [
    [subtitles, [users.viewer.id, users.ana.id, users.joao.id]],
    [replay, [users.ana.id]],
  ];
  for (const [target, voters] of votes) {
    for (const userId of voters) {
      await Idea.sequelize?.query('INSERT INTO idea_votes (idea_id, user_id) VALUES (:id, :userId)', {
        replacements: { id: target.id, userId },
        transaction,
        type: QueryTypes.INSERT,
      });
    }
    await target.update({ votes: voters.length }, { transaction });
  }
  await Idea.sequelize?.query(
    'INSERT INTO idea_comments (idea_id, user_id, body) VALUES (:id, :userId, :body)',
    {
      replacements: {
        id: subtitles.id,
        userId: users.joao.id,
        body: '¡Sí, por favor! También en portugués.',
      },
      transaction,
    },
  );
  await subtitles.update({ commentCount: 1 }, { transaction });

  const test = await LeanTest.create(
    {
      channelId: channels.faro.id,
      createdBy: users.producer.id,
      slug: 'taller-de-teatro-en-linea',
      title: 'Taller de teatro en línea',
      pitch:
        'Seis sesiones en directo con la compañía del Faro: voz, cuerpo y escena, desde casa y con ejercicios entre sesiones.',
      imageUrl: null,
      priceCents: 4900,
      priceOptions: [2900, 4900, 6900],
      status: 'published',
      visits: 40,
      createdAt: at(-7),
    } as LeanTest,
    { transaction },
  );
  const signups: [string, number | null][] = [
    ['lucia.demo@example.com', 4900],
    ['pablo.demo@example.com', 2900],
    ['marta.demo@example.com', 4900],
    ['rui.demo@example.com', null],
  ];
  for (const [email, price] of signups) {
    await LeanTest.sequelize?.query(
      'INSERT INTO lean_test_signups (lean_test_id, email, consent, price_answer) VALUES (:id, :email, true, :price)',
      { replacements: { id: test.id, email, price }, transaction },
    );
    await Lead.capture({
      email,
      source: 'lean-test',
      channelId: channels.faro.id,
      consent: true,
      transaction,
    });
  }
}
