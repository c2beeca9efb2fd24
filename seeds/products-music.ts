import type { ProductSeed } from './lib.ts';

/** Orquesta Sinfónica del Atlántico (orquesta@platea.test): concerts, podcasts, a record and a private rehearsal. */
export const MUSIC_PRODUCTS: ProductSeed[] = [
  {
    key: 'novena-beethoven',
    channel: 'orquesta',
    type: 'broadcast',
    status: 'published',
    price: 1400,
    es: {
      title: 'Beethoven: Sinfonía n.º 9, en directo',
      shortDescription:
        'La Novena con coro y solistas, retransmitida en directo desde el Palacio de la Ópera.',
      description:
        'Helena Sousa dirige la Sinfonía n.º 9 de Beethoven con el Coro del Atlántico. Antes del concierto, Inés Calderón presenta la obra en diez minutos.',
    },
    en: {
      title: 'Beethoven: Symphony No. 9, live',
      shortDescription: 'The Ninth with choir and soloists, streamed live from the Opera House.',
      description:
        "Helena Sousa conducts Beethoven's Symphony No. 9 with the Atlantic Choir. Before the concert, Inés Calderón introduces the work in ten minutes.",
    },
    pt: {
      title: 'Beethoven: Sinfonia n.º 9, em direto',
      shortDescription: 'A Nona com coro e solistas, transmitida em direto a partir do Palácio da Ópera.',
      description:
        'Helena Sousa dirige a Sinfonia n.º 9 de Beethoven com o Coro do Atlântico. Antes do concerto, Inés Calderón apresenta a obra em dez minutos.',
    },
    image: 'sinfonia',
    tags: ['beethoven', 'sinfonía', 'coro'],
    categories: ['musica-clasica'],
    speakers: ['helena', 'ines'],
    sessions: [{ days: 10, durationMinutes: 100, capacity: 2000 }],
    details: { artists: 'Coro del Atlántico', productionCountry: 'ES', productionYear: 2026 },
  },
  {
    key: 'ciclo-mahler',
    channel: 'orquesta',
    type: 'live',
    status: 'published',
    price: 2500,
    es: {
      title: 'Ciclo Mahler: cuatro sinfonías',
      shortDescription:
        'Cuatro conciertos en diferido, uno cada dos semanas. Una entrada para todo el ciclo.',
      description:
        'Las sinfonías 1, 4, 5 y 9 de Gustav Mahler, grabadas esta temporada y emitidas como directo. Con la entrada del ciclo accedes a las cuatro fechas.',
    },
    en: {
      title: 'Mahler cycle: four symphonies',
      shortDescription: 'Four deferred-live concerts, one every two weeks. One ticket for the whole cycle.',
      description:
        "Gustav Mahler's symphonies 1, 4, 5 and 9, recorded this season and shown as live. The cycle ticket gives access to all four dates.",
    },
    pt: {
      title: 'Ciclo Mahler: quatro sinfonias',
      shortDescription: 'Quatro concertos em diferido, um a cada duas semanas. Um bilhete para todo o ciclo.',
      description:
        'As sinfonias 1, 4, 5 e 9 de Gustav Mahler, gravadas nesta temporada e exibidas como direto. Com o bilhete do ciclo acede às quatro datas.',
    },
    image: 'orquesta-atlantico',
    tags: ['mahler', 'sinfonía', 'ciclo'],
    categories: ['musica-clasica'],
    speakers: ['helena'],
    sessions: [
      {
        days: -20,
        durationMinutes: 90,
        title: 'Sinfonía n.º 1 «Titán»',
        titles: { en: 'Symphony No. 1 "Titan"', pt: 'Sinfonia n.º 1 «Titã»' },
      },
      {
        days: -6,
        durationMinutes: 80,
        title: 'Sinfonía n.º 4',
        titles: { en: 'Symphony No. 4', pt: 'Sinfonia n.º 4' },
      },
      {
        days: 8,
        durationMinutes: 85,
        title: 'Sinfonía n.º 5',
        titles: { en: 'Symphony No. 5', pt: 'Sinfonia n.º 5' },
      },
      {
        days: 22,
        durationMinutes: 95,
        title: 'Sinfonía n.º 9',
        titles: { en: 'Symphony No. 9', pt: 'Sinfonia n.º 9' },
      },
    ],
  },
  {
    key: 'cuatro-estaciones',
    channel: 'orquesta',
    type: 'vod',
    status: 'published',
    price: 0,
    es: {
      title: 'Vivaldi: Las cuatro estaciones',
      shortDescription: 'Concierto grabado en abierto: el regalo de la orquesta para empezar la temporada.',
      description:
        'La orquesta de cuerda del Atlántico interpreta Las cuatro estaciones en la iglesia de Santiago. Gratis para todos los usuarios registrados.',
    },
    en: {
      title: 'Vivaldi: The Four Seasons',
      shortDescription: "Free recorded concert: the orchestra's gift to open the season.",
      description:
        'The Atlantic string orchestra performs The Four Seasons in the church of Santiago. Free for every registered user.',
    },
    pt: {
      title: 'Vivaldi: As Quatro Estações',
      shortDescription: 'Concerto gravado em aberto: a prenda da orquestra para abrir a temporada.',
      description:
        'A orquestra de cordas do Atlântico interpreta As Quatro Estações na igreja de Santiago. Grátis para todos os utilizadores registados.',
    },
    image: 'sinfonia',
    tags: ['vivaldi', 'barroco', 'gratis'],
    categories: ['musica-clasica'],
    speakers: ['helena'],
    details: { productionYear: 2025, productionCountry: 'ES', exportable: true },
  },
  {
    key: 'notas-al-programa',
    channel: 'orquesta',
    type: 'podcast',
    status: 'published',
    price: 0,
    es: {
      title: 'Notas al programa',
      shortDescription:
        'El pódcast de la orquesta: cada semana, la historia detrás de una obra de la temporada.',
      description:
        'Inés Calderón cuenta en veinte minutos por qué suena como suena cada obra que tocamos. Episodios nuevos cada lunes.',
    },
    en: {
      title: 'Programme notes',
      shortDescription: "The orchestra's podcast: every week, the story behind a work of the season.",
      description:
        'In twenty minutes Inés Calderón explains why each work we play sounds the way it does. New episodes every Monday.',
    },
    pt: {
      title: 'Notas ao programa',
      shortDescription:
        'O podcast da orquestra: todas as semanas, a história por trás de uma obra da temporada.',
      description:
        'Inés Calderón conta em vinte minutos porque soa assim cada obra que tocamos. Episódios novos todas as segundas-feiras.',
    },
    image: 'podcast',
    tags: ['pódcast', 'divulgación'],
    categories: ['podcasts', 'musica-clasica'],
    speakers: ['ines'],
  },
  {
    key: 'grandes-directoras',
    channel: 'orquesta',
    type: 'podcast',
    status: 'published',
    price: 299,
    es: {
      title: 'Grandes directoras de orquesta',
      shortDescription: 'Serie de seis episodios sobre las mujeres que cambiaron el podio.',
      description:
        'De Nadia Boulanger a nuestros días: seis episodios con entrevistas y archivo sonoro, presentados por Inés Calderón con Helena Sousa como invitada.',
    },
    en: {
      title: 'Great women conductors',
      shortDescription: 'A six-episode series about the women who changed the podium.',
      description:
        'From Nadia Boulanger to the present day: six episodes with interviews and archive recordings, hosted by Inés Calderón with Helena Sousa as a guest.',
    },
    pt: {
      title: 'Grandes maestrinas',
      shortDescription: 'Série de seis episódios sobre as mulheres que mudaram o pódio.',
      description:
        'De Nadia Boulanger aos nossos dias: seis episódios com entrevistas e arquivo sonoro, apresentados por Inés Calderón com Helena Sousa como convidada.',
    },
    image: 'podcast',
    tags: ['pódcast', 'dirección musical'],
    categories: ['podcasts'],
    speakers: ['ines', 'helena'],
  },
  {
    key: 'vinilo-nuevo-mundo',
    channel: 'orquesta',
    type: 'physical',
    status: 'published',
    price: 2490,
    es: {
      title: 'Vinilo: Dvořák, Sinfonía del Nuevo Mundo',
      shortDescription: 'Doble vinilo de 180 g con la grabación de la orquesta y libreto ilustrado.',
      description:
        'Edición limitada de 500 copias numeradas. Incluye código de descarga en alta resolución. Envío en cinco días laborables.',
    },
    en: {
      title: 'Vinyl: Dvořák, New World Symphony',
      shortDescription: "Double 180 g vinyl with the orchestra's recording and an illustrated booklet.",
      description:
        'Limited edition of 500 numbered copies. Includes a high-resolution download code. Shipped within five working days.',
    },
    pt: {
      title: 'Vinil: Dvořák, Sinfonia do Novo Mundo',
      shortDescription: 'Vinil duplo de 180 g com a gravação da orquestra e libreto ilustrado.',
      description:
        'Edição limitada de 500 cópias numeradas. Inclui código de descarga em alta resolução. Envio em cinco dias úteis.',
    },
    image: 'vinilo',
    tags: ['vinilo', 'dvořák'],
    categories: ['tienda', 'musica-clasica'],
    details: { priceNote: 'Envío incluido a España y Portugal' },
  },
  {
    key: 'audiciones-2027',
    channel: 'orquesta',
    type: 'post',
    status: 'draft',
    price: 0,
    es: {
      title: 'Convocatoria de audiciones 2027',
      shortDescription: 'Plazas de violín, viola y trompa para la próxima temporada.',
      description: 'Borrador de la convocatoria: requisitos, repertorio obligatorio y calendario de pruebas.',
    },
    en: {
      title: '2027 auditions',
      shortDescription: 'Violin, viola and horn positions for next season.',
      description: 'Draft of the call: requirements, set repertoire and audition calendar.',
    },
    pt: {
      title: 'Audições 2027',
      shortDescription: 'Lugares de violino, viola e trompa para a próxima temporada.',
      description: 'Rascunho da convocatória: requisitos, repertório obrigatório e calendário de provas.',
    },
    image: 'orquesta-atlantico',
    tags: ['audiciones'],
    categories: ['musica-clasica'],
  },
  {
    key: 'ensayo-general',
    channel: 'orquesta',
    type: 'vod',
    status: 'private',
    price: 900,
    es: {
      title: 'Ensayo general a puerta cerrada',
      shortDescription: 'El ensayo general de la Novena, solo para mecenas y abonados con código.',
      description:
        'Tres horas de ensayo con las correcciones de la directora, grabadas desde el foso. Acceso con los códigos enviados a los mecenas de la orquesta.',
    },
    en: {
      title: 'Closed dress rehearsal',
      shortDescription: 'The dress rehearsal of the Ninth, only for patrons and subscribers with a code.',
      description:
        "Three hours of rehearsal with the conductor's corrections, filmed from the pit. Access with the codes sent to the orchestra's patrons.",
    },
    pt: {
      title: 'Ensaio geral à porta fechada',
      shortDescription: 'O ensaio geral da Nona, só para mecenas e assinantes com código.',
      description:
        'Três horas de ensaio com as correções da maestrina, gravadas a partir do fosso. Acesso com os códigos enviados aos mecenas da orquestra.',
    },
    image: 'orquesta-atlantico',
    tags: ['ensayo', 'beethoven'],
    categories: ['musica-clasica'],
    speakers: ['helena'],
    details: { expirationDays: 60 },
  },
  {
    key: 'masterclass-violonchelo',
    channel: 'orquesta',
    type: 'meet',
    status: 'published',
    price: 1200,
    es: {
      title: 'Clase magistral de violonchelo',
      shortDescription: 'Tomás Rivas trabaja en directo con tres alumnos. Dos convocatorias.',
      description:
        'Clase magistral por videollamada: tres alumnos tocan y Tomás Rivas trabaja con ellos el primer movimiento del concierto de Elgar. El público puede preguntar al final.',
    },
    en: {
      title: 'Cello masterclass',
      shortDescription: 'Tomás Rivas works live with three students. Two dates.',
      description:
        "A video masterclass: three students play and Tomás Rivas works with them on the first movement of Elgar's concerto. The audience can ask questions at the end.",
    },
    pt: {
      title: 'Masterclass de violoncelo',
      shortDescription: 'Tomás Rivas trabalha em direto com três alunos. Duas datas.',
      description:
        'Masterclass por videochamada: três alunos tocam e Tomás Rivas trabalha com eles o primeiro andamento do concerto de Elgar. O público pode perguntar no fim.',
    },
    image: 'camara',
    tags: ['violonchelo', 'clase magistral'],
    categories: ['encuentros', 'formacion'],
    speakers: ['tomas'],
    sessions: [
      { days: -3, hourUtc: 17, durationMinutes: 90, capacity: 70 },
      { days: 12, hourUtc: 17, durationMinutes: 90, capacity: 70 },
    ],
  },
];
