import type { Messages } from './messages.en';

const pt: Messages = {
  resources: {
    'e-learning/lessons': {
      name: 'Avaliação de lição |||| Avaliações de lições',
      forcedCaseName: 'avaliação de lição |||| avaliações de lições',
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
};

export default pt;
