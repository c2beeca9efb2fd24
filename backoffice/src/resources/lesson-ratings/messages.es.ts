import type { Messages } from './messages.en';

const es: Messages = {
  resources: {
    'e-learning/lessons': {
      name: 'Valoración de lección |||| Valoraciones de lecciones',
      forcedCaseName: 'valoración de lección |||| valoraciones de lecciones',
      fields: {
        q: 'Buscar',
        title: 'Lección',
        courseId: 'Curso',
        courseTitle: 'Curso',
        average: 'Valoración media',
        count: 'Valoraciones',
        commentCount: 'Comentarios',
        lastRatedAt: 'Última valoración',
        rated: 'Valoraciones',
      },
    },
  },
  ADMIN: {
    LESSON_RATINGS: {
      MENU: 'Valoraciones',
      NOT_RATED: 'Sin valorar',
      OUT_OF_FIVE: '%{value} de 5',
      RATED_ANY: 'Todas las lecciones',
      RATED_YES: 'Valoradas',
      RATED_NO: 'Sin valorar',
      BACK: 'Todas las lecciones',
      AVERAGE: 'Valoración media',
      COUNTS:
        '%{smart_count} valoración, %{comments} con comentario |||| %{smart_count} valoraciones, %{comments} con comentario',
      DISTRIBUTION: 'Valoraciones por estrellas',
      STARS: '%{smart_count} estrella |||| %{smart_count} estrellas',
      COMMENTS: 'Comentarios',
      NO_COMMENTS: 'Nadie ha comentado todavía esta lección.',
      BY: '%{name}, %{date}',
    },
  },
};

export default es;
