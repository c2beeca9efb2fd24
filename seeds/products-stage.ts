import type { ProductSeed } from './lib.ts';

/** Teatro del Faro (producer@platea.test): live and streamed plays, a recording with an offer, a season pass. */
export const STAGE_PRODUCTS: ProductSeed[] = [
  {
    key: 'vida-es-sueno',
    channel: 'faro',
    type: 'live',
    status: 'published',
    price: 1800,
    es: {
      title: 'La vida es sueño',
      shortDescription: 'El clásico de Calderón en tres funciones en diferido, con coloquio final.',
      description:
        'Segismundo, encerrado desde su nacimiento en una torre, despierta un día convertido en príncipe. Nuestra versión de La vida es sueño se emite como directo en tres fechas: entra a la hora de la función y vívela con el resto del público.',
    },
    en: {
      title: 'Life Is a Dream',
      shortDescription: "Calderón's classic in three deferred-live performances, with a closing talk.",
      description:
        'Segismundo, locked in a tower since birth, wakes up one day as a prince. Our production of Life Is a Dream is shown as live on three dates: join at curtain time and watch it with the rest of the audience.',
    },
    pt: {
      title: 'A Vida é Sonho',
      shortDescription: 'O clássico de Calderón em três sessões em diferido, com conversa final.',
      description:
        'Segismundo, fechado numa torre desde o nascimento, acorda um dia transformado em príncipe. A nossa versão de A Vida é Sonho é exibida como direto em três datas: entre à hora da sessão e viva-a com o resto do público.',
    },
    image: 'teatro-del-faro',
    tags: ['calderón', 'siglo de oro', 'teatro clásico'],
    categories: ['teatro'],
    speakers: ['lucia', 'mateo'],
    sessions: [
      {
        days: -6,
        durationMinutes: 120,
        capacity: 300,
        title: 'Función de estreno',
        titles: { en: 'Opening night', pt: 'Sessão de estreia' },
      },
      { days: 4, durationMinutes: 120, capacity: 300 },
      {
        days: 11,
        durationMinutes: 120,
        capacity: 300,
        title: 'Última función',
        titles: { en: 'Final performance', pt: 'Última sessão' },
      },
    ],
    details: {
      director: 'Lucía Ferrer',
      artists: 'Mateo Ibarra, Carmen Llano, Rubén Sáez',
      productionYear: 2025,
      productionCountry: 'ES',
      exportable: true,
      secondaryImage: 'escena',
    },
  },
  {
    key: 'hamlet',
    channel: 'faro',
    type: 'broadcast',
    status: 'published',
    price: 1500,
    es: {
      title: 'Hamlet, en directo desde el Faro',
      shortDescription: 'Retransmisión en directo de Hamlet desde nuestra sala, con presentación y coloquio.',
      description:
        'Una noche en directo con la tragedia más célebre de Shakespeare. La retransmisión empieza con una presentación de la directora y termina con un coloquio con el elenco: consulta el programa por secciones.',
    },
    en: {
      title: 'Hamlet, live from the Faro',
      shortDescription: 'Live stream of Hamlet from our venue, with an introduction and a talk.',
      description:
        "A live night with Shakespeare's most famous tragedy. The stream opens with an introduction by the director and ends with a talk with the cast: see the schedule by sections.",
    },
    pt: {
      title: 'Hamlet, em direto do Farol',
      shortDescription:
        'Transmissão em direto de Hamlet a partir da nossa sala, com apresentação e conversa.',
      description:
        'Uma noite em direto com a tragédia mais célebre de Shakespeare. A transmissão começa com uma apresentação da encenadora e termina com uma conversa com o elenco: consulte o programa por secções.',
    },
    image: 'hamlet',
    tags: ['shakespeare', 'tragedia', 'directo'],
    categories: ['teatro'],
    speakers: ['mateo', 'lucia'],
    ageClass: '13',
    sessions: [{ days: 5, durationMinutes: 190, capacity: 500 }],
    details: {
      director: 'Lucía Ferrer',
      artists: 'Mateo Ibarra, Irene Vidal',
      productionYear: 2026,
      saleEndDays: 6,
    },
  },
  {
    key: 'bodas-de-sangre',
    channel: 'faro',
    type: 'vod',
    status: 'published',
    price: 699,
    offer: { total: 499, fromDays: -2, untilDays: 5 },
    es: {
      title: 'Bodas de sangre (grabación)',
      shortDescription: 'La tragedia de Lorca grabada en nuestra sala. Oferta de lanzamiento esta semana.',
      description:
        'La grabación íntegra de nuestro montaje de Bodas de sangre, con música en directo. Tras la compra tienes 48 horas para verla tantas veces como quieras.',
    },
    en: {
      title: 'Blood Wedding (recording)',
      shortDescription: "Lorca's tragedy recorded at our venue. Launch offer this week.",
      description:
        'The full recording of our production of Blood Wedding, with live music. After buying it you have 48 hours to watch it as many times as you like.',
    },
    pt: {
      title: 'Bodas de Sangue (gravação)',
      shortDescription: 'A tragédia de Lorca gravada na nossa sala. Oferta de lançamento esta semana.',
      description:
        'A gravação integral da nossa encenação de Bodas de Sangue, com música ao vivo. Depois da compra tem 48 horas para a ver as vezes que quiser.',
    },
    image: 'escena',
    tags: ['lorca', 'tragedia', 'vídeo bajo demanda'],
    categories: ['teatro'],
    speakers: ['lucia'],
    ageClass: '18',
    details: {
      director: 'Lucía Ferrer',
      artists: 'Mateo Ibarra, Carmen Llano',
      productionYear: 2024,
      productionCountry: 'ES',
      expirationHours: 48,
    },
  },
  {
    key: 'diario-de-ensayos',
    channel: 'faro',
    type: 'post',
    status: 'published',
    price: 0,
    es: {
      title: 'Diario de ensayos: así montamos Hamlet',
      shortDescription: 'Seis semanas de ensayos contadas por la compañía, con fotos y notas de dirección.',
      description:
        'Del trabajo de mesa al ensayo general: cómo elegimos la versión, cómo se construyó el duelo final y qué cambió después de la primera función con público.',
    },
    en: {
      title: 'Rehearsal diary: how we staged Hamlet',
      shortDescription: 'Six weeks of rehearsals told by the company, with photos and director notes.',
      description:
        'From table work to the dress rehearsal: how we chose the version, how the final duel was built and what changed after the first performance with an audience.',
    },
    pt: {
      title: 'Diário de ensaios: assim montámos Hamlet',
      shortDescription: 'Seis semanas de ensaios contadas pela companhia, com fotos e notas de encenação.',
      description:
        'Do trabalho de mesa ao ensaio geral: como escolhemos a versão, como se construiu o duelo final e o que mudou depois da primeira sessão com público.',
    },
    image: 'hamlet',
    tags: ['ensayos', 'shakespeare'],
    categories: ['teatro'],
    details: {
      seoTitle: 'Diario de ensayos de Hamlet | Teatro del Faro',
      seoDescription:
        'Cómo el Teatro del Faro preparó su Hamlet: seis semanas de ensayos contadas por la compañía.',
    },
  },
  {
    key: 'encuentro-elenco',
    channel: 'faro',
    type: 'meet',
    status: 'published',
    price: 0,
    es: {
      title: 'Encuentro con el elenco de Hamlet',
      shortDescription: 'Una hora de conversación por videollamada con los actores. Plazas limitadas.',
      description:
        'Pregunta lo que siempre quisiste saber sobre el oficio del actor. Encuentro por videollamada para un máximo de 70 personas, moderado por Lucía Ferrer.',
    },
    en: {
      title: 'Meet the cast of Hamlet',
      shortDescription: 'An hour-long video call with the actors. Limited places.',
      description:
        "Ask what you always wanted to know about the actor's craft. A video meeting for up to 70 people, moderated by Lucía Ferrer.",
    },
    pt: {
      title: 'Encontro com o elenco de Hamlet',
      shortDescription: 'Uma hora de conversa por videochamada com os atores. Lugares limitados.',
      description:
        'Pergunte o que sempre quis saber sobre o ofício de ator. Encontro por videochamada para um máximo de 70 pessoas, moderado por Lucía Ferrer.',
    },
    image: 'encuentro',
    tags: ['encuentro', 'actores'],
    categories: ['encuentros', 'teatro'],
    speakers: ['mateo'],
    sessions: [{ days: 6, hourUtc: 17, durationMinutes: 60, capacity: 70 }],
  },
  {
    key: 'programa-de-mano',
    channel: 'faro',
    type: 'physical',
    status: 'published',
    price: 1800,
    es: {
      title: 'Cartel firmado y programa de mano',
      shortDescription: 'Cartel de Hamlet (50 × 70 cm) firmado por el elenco y el programa de la temporada.',
      description:
        'Impresión en papel de algodón, firmada por la compañía al terminar la última función. Envío por correo certificado a España y Portugal en diez días.',
    },
    en: {
      title: 'Signed poster and programme',
      shortDescription: 'Hamlet poster (50 × 70 cm) signed by the cast, plus the season programme.',
      description:
        'Printed on cotton paper and signed by the company after the last performance. Sent by registered mail to Spain and Portugal within ten days.',
    },
    pt: {
      title: 'Cartaz autografado e programa',
      shortDescription: 'Cartaz de Hamlet (50 × 70 cm) autografado pelo elenco e o programa da temporada.',
      description:
        'Impressão em papel de algodão, autografada pela companhia no fim da última sessão. Envio por correio registado para Espanha e Portugal em dez dias.',
    },
    image: 'vinilo',
    tags: ['cartel', 'coleccionismo'],
    categories: ['tienda'],
    details: { priceNote: 'Gastos de envío incluidos' },
  },
  {
    key: 'abono-faro',
    channel: 'faro',
    type: 'product',
    status: 'published',
    price: 2900,
    bundle: ['vida-es-sueno', 'hamlet', 'bodas-de-sangre'],
    es: {
      title: 'Abono de temporada del Faro',
      shortDescription: 'Tres títulos de la temporada a precio de abono: Calderón, Shakespeare y Lorca.',
      description:
        'El abono incluye La vida es sueño (en diferido), Hamlet en directo y la grabación de Bodas de sangre. Ahorra un 25% frente a la compra por separado.',
    },
    en: {
      title: 'Faro season pass',
      shortDescription: 'Three titles of the season at a pass price: Calderón, Shakespeare and Lorca.',
      description:
        'The pass includes Life Is a Dream (deferred live), Hamlet live and the recording of Blood Wedding. Save 25% compared with buying them separately.',
    },
    pt: {
      title: 'Assinatura de temporada do Farol',
      shortDescription: 'Três títulos da temporada a preço de assinatura: Calderón, Shakespeare e Lorca.',
      description:
        'A assinatura inclui A Vida é Sonho (em diferido), Hamlet em direto e a gravação de Bodas de Sangue. Poupe 25% face à compra em separado.',
    },
    image: 'teatro-del-faro',
    tags: ['abono', 'temporada'],
    categories: ['teatro'],
    details: { priceNote: 'Incluye tres títulos' },
  },
  {
    key: 'jardin-cerezos',
    channel: 'faro',
    type: 'live',
    status: 'draft',
    price: 1600,
    es: {
      title: 'El jardín de los cerezos',
      shortDescription: 'Próximo estreno: Chéjov en dos funciones.',
      description: 'Borrador del próximo estreno de la compañía. Fechas y reparto pendientes de confirmar.',
    },
    en: {
      title: 'The Cherry Orchard',
      shortDescription: 'Coming soon: Chekhov in two performances.',
      description: "Draft of the company's next premiere. Dates and cast to be confirmed.",
    },
    pt: {
      title: 'O Cerejal',
      shortDescription: 'Próxima estreia: Tchékhov em duas sessões.',
      description: 'Rascunho da próxima estreia da companhia. Datas e elenco por confirmar.',
    },
    image: 'escena',
    tags: ['chéjov', 'estreno'],
    categories: ['teatro'],
    sessions: [
      { days: 40, durationMinutes: 130 },
      { days: 41, durationMinutes: 130 },
    ],
  },
  {
    key: 'funcion-escolar',
    channel: 'faro',
    type: 'live',
    status: 'private',
    price: 500,
    es: {
      title: 'La vida es sueño: función para centros educativos',
      shortDescription: 'Función matinal para institutos, con guía didáctica. Acceso con código del centro.',
      description:
        'Una función matinal pensada para el aula, con un coloquio adaptado al alumnado de secundaria. Los centros reciben los códigos de acceso al inscribirse.',
    },
    en: {
      title: 'Life Is a Dream: schools performance',
      shortDescription:
        'Morning performance for secondary schools, with a teaching guide. Access with a code.',
      description:
        'A morning performance designed for the classroom, with a talk adapted to secondary students. Schools receive the access codes when they sign up.',
    },
    pt: {
      title: 'A Vida é Sonho: sessão para escolas',
      shortDescription: 'Sessão matinal para escolas secundárias, com guia didático. Acesso com código.',
      description:
        'Uma sessão matinal pensada para a sala de aula, com uma conversa adaptada aos alunos do secundário. As escolas recebem os códigos de acesso ao inscrever-se.',
    },
    image: 'teatro-del-faro',
    tags: ['educación', 'calderón'],
    categories: ['teatro', 'formacion'],
    speakers: ['lucia'],
    sessions: [{ days: 15, hourUtc: 9, durationMinutes: 110, capacity: 200 }],
  },
];
