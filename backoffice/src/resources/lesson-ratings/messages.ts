import { defineMessages } from '../../i18n/define';

/** /manage/e-learning/lessons: the lesson ratings (spec 2), resource `e-learning/lessons`. */
export const lessonRatingsMessages = defineMessages(
  {
    resources: {
      'e-learning/lessons': {
        name: 'Lesson rating |||| Lesson ratings',
        fields: {
          q: 'Search',
          title: 'Lesson',
          courseId: 'Course',
          courseTitle: 'Course',
          average: 'Average rating',
          count: 'Ratings',
          commentCount: 'Comments',
          lastRatedAt: 'Last rated',
          rated: 'Ratings',
        },
      },
    },
    ADMIN: {
      LESSON_RATINGS: {
        MENU: 'Lesson ratings',
        NOT_RATED: 'Not rated yet',
        OUT_OF_FIVE: '%{value} out of 5',
        RATED_ANY: 'All lessons',
        RATED_YES: 'Rated',
        RATED_NO: 'Not rated yet',
        BACK: 'All lessons',
        AVERAGE: 'Average rating',
        COUNTS:
          '%{smart_count} rating, %{comments} with a comment |||| %{smart_count} ratings, %{comments} with a comment',
        DISTRIBUTION: 'Ratings by stars',
        STARS: '%{smart_count} star |||| %{smart_count} stars',
        COMMENTS: 'Comments',
        NO_COMMENTS: 'Nobody has left a comment on this lesson yet.',
        BY: '%{name}, %{date}',
      },
    },
  },
  {
    resources: {
      'e-learning/lessons': {
        name: 'Valoración de lección |||| Valoraciones de lecciones',
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
  },
  {
    resources: {
      'e-learning/lessons': {
        name: 'Avaliação de lição |||| Avaliações de lições',
        fields: {
          q: 'Pesquisar',
          title: 'Lição',
          courseId: 'Curso',
          courseTitle: 'Curso',
          average: 'Avaliação média',
          count: 'Avaliações',
          commentCount: 'Comentários',
          lastRatedAt: 'Última avaliação',
          rated: 'Avaliações',
        },
      },
    },
    ADMIN: {
      LESSON_RATINGS: {
        MENU: 'Avaliações',
        NOT_RATED: 'Sem avaliação',
        OUT_OF_FIVE: '%{value} de 5',
        RATED_ANY: 'Todas as lições',
        RATED_YES: 'Avaliadas',
        RATED_NO: 'Sem avaliação',
        BACK: 'Todas as lições',
        AVERAGE: 'Avaliação média',
        COUNTS:
          '%{smart_count} avaliação, %{comments} com comentário |||| %{smart_count} avaliações, %{comments} com comentário',
        DISTRIBUTION: 'Avaliações por estrelas',
        STARS: '%{smart_count} estrela |||| %{smart_count} estrelas',
        COMMENTS: 'Comentários',
        NO_COMMENTS: 'Ainda ninguém comentou esta lição.',
        BY: '%{name}, %{date}',
      },
    },
  },
);
