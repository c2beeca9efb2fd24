import { ChatMessage, CoursePost, LessonProgress, LessonRating } from '../models/index.ts';
import type { DemoLearning } from './courses.ts';
import { daysFrom, type SeedContext } from './lib.ts';
import type { DemoProducts } from './products.ts';
import type { DemoUsers } from './users.ts';

/**
 * What the buyers did after buying: lessons watched and rated, comments and questions on the course (one
 * answered by its producer), and chat messages on a past concert (approved, plus one awaiting moderation).
 */
export async function seedActivity(
  ctx: SeedContext,
  refs: { users: DemoUsers; products: DemoProducts; learning: DemoLearning },
) {
  const { transaction, now } = ctx;
  const { users, learning } = refs;
  const lessons = learning.lessons['direccion-actores'];

  const watched = [
    ...lessons
      .slice(0, 4)
      .map((lesson, i) => ({ userId: users.viewer.id, lessonId: lesson.id, days: -19 + i })),
    ...lessons.slice(0, 2).map((lesson, i) => ({ userId: users.ana.id, lessonId: lesson.id, days: -13 + i })),
  ];
  await LessonProgress.bulkCreate(
    watched.map((w) => ({
      userId: w.userId,
      lessonId: w.lessonId,
      watched: true,
      watchedAt: daysFrom(now, w.days, 20),
    })),
    { transaction },
  );
  await LessonRating.bulkCreate(
    [
      {
        userId: users.viewer.id,
        lessonId: lessons[0].id,
        rating: 5,
        comment: 'Muy clara. Los ejemplos de pruebas de casting son oro.',
      },
      { userId: users.viewer.id, lessonId: lessons[3].id, rating: 4, comment: null },
      {
        userId: users.ana.id,
        lessonId: lessons[1].id,
        rating: 4,
        comment: 'Me habría gustado ver una lectura de mesa completa.',
      },
    ],
    { transaction },
  );

  const courseId = learning.courses['direccion-actores'].id;
  await CoursePost.create(
    {
      courseId,
      userId: users.viewer.id,
      kind: 'comment',
      text: 'Apliqué lo de los verbos de acción en mi último corto y la diferencia se nota muchísimo.',
      parentId: null,
    },
    { transaction },
  );
  const question = await CoursePost.create(
    {
      courseId,
      userId: users.ana.id,
      kind: 'question',
      text: '¿Cómo se adapta la lectura de mesa cuando los actores no son profesionales?',
      parentId: null,
    },
    { transaction },
  );
  await CoursePost.create(
    {
      courseId,
      userId: users.producer.id,
      kind: 'question',
      text: 'Buena pregunta: con no profesionales, mejor improvisar la situación antes de leer el texto. Lo tratamos en la tutoría en directo.',
      parentId: question.id,
    },
    { transaction },
  );

  const concert = refs.products.byKey['ciclo-mahler'].id;
  const pastSession = refs.products.sessions['ciclo-mahler'][1].startsAt;
  const at = (minutes: number) => new Date(pastSession.getTime() + minutes * 60_000);
  await ChatMessage.bulkCreate(
    [
      {
        userId: users.ana.id,
        text: '¡Qué sonido tiene la sección de metales esta noche!',
        status: 'approved',
        minutes: 12,
      },
      {
        userId: users.viewer.id,
        text: 'El tercer movimiento me ha puesto los pelos de punta.',
        status: 'approved',
        minutes: 48,
      },
      { userId: users.joao.id, text: 'Saudações de Lisboa! Que maravilha.', status: 'approved', minutes: 55 },
      { userId: users.ana.id, text: '¿Habrá grabación disponible después?', status: 'pending', minutes: 82 },
    ].map((m) => ({
      productId: concert,
      userId: m.userId,
      text: m.text,
      status: m.status as 'approved' | 'pending',
      moderatedBy: m.status === 'approved' ? users.orquesta.id : null,
      moderatedAt: m.status === 'approved' ? at(m.minutes + 1) : null,
      createdAt: at(m.minutes),
    })),
    { transaction },
  );
}
