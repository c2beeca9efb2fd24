import type { Form } from '../api/src/shared/forms.ts';
import { type Role, Survey, SurveyResponse } from '../models/index.ts';
import { daysFrom, type SeedContext } from './lib.ts';
import type { DemoUsers } from './users.ts';

interface SurveySeed {
  title: string;
  description: string;
  roles: Role[];
  createdDays: number;
  form: Form;
}

/**
 * Two published surveys (spec 2 /surveys): one for viewers, with questions of most kinds the form creator
 * offers (the organizers' survey has the others) and a "show if" (the play or concert asked only of those interested in theatre or classical
 * music), answered by Ana (so results have something to show); one for organizers only, which viewers
 * never see. The demo viewer has answered neither.
 */
const SURVEYS: SurveySeed[] = [
  {
    title: 'Tu opinión sobre Platea',
    description:
      'Cinco minutos para contarnos qué ves y qué echas de menos. Las respuestas son anónimas en los resultados.',
    roles: ['USER'],
    createdDays: -6,
    form: {
      sections: [
        {
          title: 'Lo que ves',
          fields: [
            {
              name: 'frecuencia',
              text: '¿Con qué frecuencia ves contenidos en Platea?',
              type: 'singleChoice',
              required: true,
              values: ['Cada semana', 'Una vez al mes', 'De vez en cuando', 'Es mi primera vez'],
            },
            {
              name: 'contenidos',
              text: '¿Qué contenidos te interesan?',
              type: 'multipleChoice',
              required: false,
              values: ['Teatro', 'Música clásica', 'Cine', 'Cursos y talleres'],
            },
            {
              name: 'obra',
              text: '¿Qué obra o concierto te gustaría ver en Platea?',
              type: 'shortText',
              required: false,
              showIf: { field: 'contenidos', oneOf: ['Teatro', 'Música clásica'] },
            },
            {
              name: 'dispositivo',
              text: '¿Desde qué dispositivo sueles ver?',
              type: 'singleChoice',
              required: false,
              values: ['Ordenador', 'Móvil', 'Tableta', 'Televisor'],
            },
            {
              name: 'ultima',
              text: '¿Cuándo viste tu última función en directo?',
              type: 'date',
              required: false,
            },
          ],
        },
        {
          title: 'Tu valoración',
          description: 'Lo que nos digas aquí llega al equipo tal cual.',
          fields: [
            {
              name: 'recomendar',
              text: 'Del 0 al 10, ¿recomendarías Platea a un amigo?',
              type: 'rating10',
              required: true,
            },
            {
              name: 'mejorar',
              text: '¿Qué mejorarías?',
              type: 'longText',
              required: false,
              placeholder: 'Cuéntanos lo que quieras',
            },
            {
              name: 'correo',
              text: 'Si quieres que te contestemos, déjanos tu correo',
              type: 'email',
              required: false,
              placeholder: 'nombre@ejemplo.com',
            },
            {
              name: 'consentimiento',
              text: '¿Aceptas que tus respuestas se usen, sin tu nombre, para mejorar el servicio?',
              type: 'yesNo',
              required: true,
            },
          ],
        },
      ],
    },
  },
  {
    title: 'Organizadores: ¿qué necesitas para tu próxima temporada?',
    description: 'Una pregunta para los organizadores sobre las herramientas que más usan.',
    roles: ['PRODUCER'],
    createdDays: -3,
    form: {
      sections: [
        {
          title: 'Herramientas',
          fields: [
            {
              name: 'herramienta',
              text: '¿Qué herramienta del panel usas más?',
              type: 'singleChoice',
              required: true,
              values: ['Ventas', 'Códigos y cupones', 'Sesiones', 'Estadísticas'],
            },
            {
              name: 'productos',
              text: '¿Cuántos productos piensas publicar esta temporada?',
              type: 'number',
              required: false,
            },
            {
              name: 'utilidad',
              text: 'Del 1 al 5, ¿cuánto te ayuda el panel?',
              type: 'rating5',
              required: false,
            },
            {
              name: 'telefono',
              text: 'Un teléfono por si queremos llamarte',
              type: 'phone',
              required: false,
              placeholder: '+34 600 000 000',
            },
          ],
        },
      ],
    },
  },
];

export async function seedSurveys(ctx: SeedContext, users: DemoUsers) {
  const { transaction, now } = ctx;
  const created: Survey[] = [];
  for (const seed of SURVEYS) {
    const at = daysFrom(now, seed.createdDays, 10);
    created.push(
      await Survey.create(
        {
          title: seed.title,
          description: seed.description,
          status: 'published',
          recipientRoles: seed.roles,
          form: seed.form,
          createdBy: users.admin.id,
          createdAt: at,
          updatedAt: at,
          sentAt: at,
        },
        { transaction },
      ),
    );
  }

  // Ana answered the viewers' survey two days ago.
  await SurveyResponse.create(
    {
      surveyId: created[0].id,
      userId: users.ana.id,
      submittedAt: daysFrom(now, -2, 18),
      answers: {
        frecuencia: 'Una vez al mes',
        contenidos: ['Teatro', 'Cine'],
        obra: 'La flauta mágica',
        dispositivo: 'Televisor',
        recomendar: 9,
        mejorar: 'Más funciones con subtítulos en portugués.',
        consentimiento: true,
      },
    },
    { transaction },
  );
}
