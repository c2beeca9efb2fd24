import {
  type QuestionType,
  type Role,
  Survey,
  SurveyAnswer,
  SurveyQuestion,
  SurveyResponse,
  SurveySection,
} from '../models/index.ts';
import { daysFrom, type SeedContext } from './lib.ts';
import type { DemoUsers } from './users.ts';

interface QuestionSeed {
  statement: string;
  type: QuestionType;
  required?: boolean;
  placeholder?: string;
  options?: string[];
}

interface SurveySeed {
  title: string;
  description: string;
  roles: Role[];
  createdDays: number;
  sections: { title: string; description?: string; questions: QuestionSeed[] }[];
}

/**
 * Two published surveys (spec 2 /surveys): one for viewers, with a question of each kind the form creator
 * offers, answered by Ana (so results have something to show); one for organizers only, which viewers never
 * see. The demo viewer has answered neither.
 */
const SURVEYS: SurveySeed[] = [
  {
    title: 'Tu opinión sobre Platea',
    description:
      'Cinco minutos para contarnos qué ves y qué echas de menos. Las respuestas son anónimas en los resultados.',
    roles: ['USER'],
    createdDays: -6,
    sections: [
      {
        title: 'Lo que ves',
        questions: [
          {
            statement: '¿Con qué frecuencia ves contenidos en Platea?',
            type: 'radio',
            required: true,
            options: ['Cada semana', 'Una vez al mes', 'De vez en cuando', 'Es mi primera vez'],
          },
          {
            statement: '¿Qué contenidos te interesan?',
            type: 'checkbox',
            options: ['Teatro', 'Música clásica', 'Cine', 'Cursos y talleres'],
          },
          {
            statement: '¿Desde qué dispositivo sueles ver?',
            type: 'select',
            options: ['Ordenador', 'Móvil', 'Tableta', 'Televisor'],
          },
          { statement: '¿Cuándo viste tu última función en directo?', type: 'date' },
        ],
      },
      {
        title: 'Tu valoración',
        description: 'Lo que nos digas aquí llega al equipo tal cual.',
        questions: [
          {
            statement: 'Del 0 al 10, ¿recomendarías Platea a un amigo?',
            type: 'scale',
            required: true,
          },
          { statement: '¿Qué mejorarías?', type: 'textarea', placeholder: 'Cuéntanos lo que quieras' },
          { statement: '¿Qué obra o concierto te gustaría ver en Platea?', type: 'text' },
          {
            statement: 'Si quieres que te contestemos, déjanos tu correo',
            type: 'email',
            placeholder: 'nombre@ejemplo.com',
          },
          {
            statement: 'Acepto que mis respuestas se usen, sin mi nombre, para mejorar el servicio',
            type: 'checkbox',
            required: true,
          },
        ],
      },
    ],
  },
  {
    title: 'Organizadores: ¿qué necesitas para tu próxima temporada?',
    description: 'Una pregunta para los organizadores sobre las herramientas que más usan.',
    roles: ['PRODUCER'],
    createdDays: -3,
    sections: [
      {
        title: 'Herramientas',
        questions: [
          {
            statement: '¿Qué herramienta del panel usas más?',
            type: 'radio',
            required: true,
            options: ['Ventas', 'Códigos y cupones', 'Sesiones', 'Estadísticas'],
          },
          { statement: '¿Cuántos productos piensas publicar esta temporada?', type: 'number' },
        ],
      },
    ],
  },
];

export async function seedSurveys(ctx: SeedContext, users: DemoUsers) {
  const { transaction, now } = ctx;
  const created: { survey: Survey; questions: SurveyQuestion[] }[] = [];
  for (const seed of SURVEYS) {
    const at = daysFrom(now, seed.createdDays, 10);
    const survey = await Survey.create(
      {
        title: seed.title,
        description: seed.description,
        status: 'published',
        recipientRoles: seed.roles,
        createdBy: users.admin.id,
        createdAt: at,
        updatedAt: at,
      },
      { transaction },
    );
    const questions: SurveyQuestion[] = [];
    for (const [position, s] of seed.sections.entries()) {
      const section = await SurveySection.create(
        { surveyId: survey.id, title: s.title, description: s.description ?? null, position },
        { transaction },
      );
      for (const [index, q] of s.questions.entries()) {
        questions.push(
          await SurveyQuestion.create(
            {
              sectionId: section.id,
              name: null,
              statement: q.statement,
              type: q.type,
              required: q.required ?? false,
              placeholder: q.placeholder ?? null,
              options: q.options ?? [],
              position: index,
            },
            { transaction },
          ),
        );
      }
    }
    created.push({ survey, questions });
  }

  // Ana answered the viewers' survey two days ago.
  const [viewers] = created;
  const response = await SurveyResponse.create(
    { surveyId: viewers.survey.id, userId: users.ana.id, submittedAt: daysFrom(now, -2, 18) },
    { transaction },
  );
  const q = viewers.questions;
  await SurveyAnswer.bulkCreate(
    [
      { questionId: q[0].id, value: 'Una vez al mes' },
      { questionId: q[1].id, value: ['Teatro', 'Cine'] },
      { questionId: q[2].id, value: 'Televisor' },
      { questionId: q[4].id, value: 9 },
      { questionId: q[5].id, value: 'Más funciones con subtítulos en portugués.' },
      { questionId: q[6].id, value: 'La flauta mágica' },
      { questionId: q[8].id, value: true },
    ].map((a) => ({ ...a, responseId: response.id })),
    { transaction },
  );
}
