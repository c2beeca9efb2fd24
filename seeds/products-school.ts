import type { ProductSeed } from './lib.ts';

/** Escuela de Cine Lumbre (producer@platea.test): two courses, a master of both, a datasheet, free films. */
export const SCHOOL_PRODUCTS: ProductSeed[] = [
  {
    key: 'direccion-actores',
    channel: 'cine',
    type: 'course',
    status: 'published',
    price: 8900,
    es: {
      title: 'Dirección de actores para cine',
      shortDescription:
        'Del casting a la última toma: ocho lecciones para dirigir intérpretes con confianza.',
      description:
        'Un curso práctico de Clara Montero en tres módulos: el casting y la lectura de mesa, el trabajo en el set y cómo ensayar y corregir entre tomas. Con análisis de escenas y materiales descargables.',
    },
    en: {
      title: 'Directing actors for film',
      shortDescription: 'From casting to the last take: eight lessons to direct performers with confidence.',
      description:
        'A hands-on course by Clara Montero in three modules: casting and the table read, work on set, and how to rehearse and give notes between takes. With scene analyses and downloadable materials.',
    },
    pt: {
      title: 'Direção de atores para cinema',
      shortDescription: 'Do casting ao último take: oito lições para dirigir intérpretes com confiança.',
      description:
        'Um curso prático de Clara Montero em três módulos: o casting e a leitura de mesa, o trabalho no set e como ensaiar e corrigir entre takes. Com análise de cenas e materiais para descarregar.',
    },
    image: 'curso',
    tags: ['dirección', 'actores', 'curso'],
    categories: ['formacion', 'cine'],
    speakers: ['clara'],
    details: { director: 'Clara Montero', productionYear: 2025, productionCountry: 'ES' },
  },
  {
    key: 'guion-cortometraje',
    channel: 'cine',
    type: 'course',
    status: 'published',
    price: 5900,
    es: {
      title: 'Guion de cortometraje',
      shortDescription:
        'Escribe un corto de diez minutos en cuatro lecciones, de la idea a la última versión.',
      description:
        'Joaquim Alves guía el taller de guion de la escuela: cómo encontrar una historia que quepa en diez minutos, la estructura, el diálogo y la reescritura.',
    },
    en: {
      title: 'Writing a short film',
      shortDescription: 'Write a ten-minute short in four lessons, from the idea to the final draft.',
      description:
        "Joaquim Alves leads the school's screenwriting workshop: how to find a story that fits in ten minutes, structure, dialogue and rewriting.",
    },
    pt: {
      title: 'Argumento de curta-metragem',
      shortDescription: 'Escreva uma curta de dez minutos em quatro lições, da ideia à versão final.',
      description:
        'Joaquim Alves orienta a oficina de argumento da escola: como encontrar uma história que caiba em dez minutos, a estrutura, o diálogo e a reescrita.',
    },
    image: 'ficha',
    tags: ['guion', 'cortometraje', 'curso'],
    categories: ['formacion', 'cine'],
    speakers: ['joaquim'],
  },
  {
    key: 'master-direccion',
    channel: 'cine',
    type: 'master',
    status: 'published',
    price: 12900,
    es: {
      title: 'Máster en dirección cinematográfica',
      shortDescription:
        'Los dos cursos de la escuela en orden: primero el guion, después la dirección de actores.',
      description:
        'El itinerario completo para rodar tu primer cortometraje: escribe el guion con Joaquim Alves y aprende a dirigir a tus intérpretes con Clara Montero. Ahorra frente a los cursos por separado.',
    },
    en: {
      title: 'Master in film directing',
      shortDescription: "The school's two courses in order: screenwriting first, then directing actors.",
      description:
        'The full path to shooting your first short film: write the script with Joaquim Alves and learn to direct your performers with Clara Montero. Save compared with the separate courses.',
    },
    pt: {
      title: 'Mestrado em realização cinematográfica',
      shortDescription:
        'Os dois cursos da escola por ordem: primeiro o argumento, depois a direção de atores.',
      description:
        'O percurso completo para filmar a sua primeira curta: escreva o argumento com Joaquim Alves e aprenda a dirigir os intérpretes com Clara Montero. Poupe face aos cursos em separado.',
    },
    image: 'master',
    tags: ['máster', 'dirección', 'guion'],
    categories: ['formacion', 'cine'],
    speakers: ['clara', 'joaquim'],
  },
  {
    key: 'ficha-plano-secuencia',
    channel: 'cine',
    type: 'datasheet',
    status: 'published',
    price: 0,
    es: {
      title: 'Ficha didáctica: el plano secuencia en el aula',
      shortDescription:
        'Una propuesta para secundaria: rodar un plano secuencia con el móvil en cuatro sesiones.',
      description:
        'Ficha para docentes con objetivos, temporización, recursos y testimonios de los centros que ya la han usado.',
    },
    en: {
      title: 'Teaching sheet: the long take in the classroom',
      shortDescription: 'A proposal for secondary school: shoot a long take with a phone in four sessions.',
      description:
        'A sheet for teachers with goals, timing, resources and testimonials from schools that have already used it.',
    },
    pt: {
      title: 'Ficha didática: o plano-sequência na sala de aula',
      shortDescription:
        'Uma proposta para o secundário: filmar um plano-sequência com o telemóvel em quatro sessões.',
      description:
        'Ficha para docentes com objetivos, calendarização, recursos e testemunhos das escolas que já a usaram.',
    },
    image: 'ficha',
    tags: ['educación', 'plano secuencia'],
    categories: ['formacion'],
    speakers: ['clara'],
    details: { exportable: true },
  },
  {
    key: 'muestra-cortos',
    channel: 'cine',
    type: 'vod',
    status: 'published',
    price: 0,
    es: {
      title: 'Muestra de cortometrajes del alumnado 2025',
      shortDescription: 'Los siete cortos de fin de curso de la última promoción, en abierto.',
      description:
        'Siete cortometrajes de entre seis y catorce minutos: comedia, documental y una pieza de animación. Contiene escenas no aptas para menores de 13 años.',
    },
    en: {
      title: "Students' short film showcase 2025",
      shortDescription: 'The seven graduation shorts of the last class, free to watch.',
      description:
        'Seven short films between six and fourteen minutes long: comedy, documentary and an animated piece. Contains scenes not suitable for children under 13.',
    },
    pt: {
      title: 'Mostra de curtas dos alunos 2025',
      shortDescription: 'As sete curtas de fim de curso da última turma, em aberto.',
      description:
        'Sete curtas-metragens entre seis e catorze minutos: comédia, documentário e uma peça de animação. Contém cenas não aconselháveis a menores de 13 anos.',
    },
    image: 'escuela-cine',
    tags: ['cortometrajes', 'alumnado'],
    categories: ['cine'],
    ageClass: '13',
    details: { productionYear: 2025, productionCountry: 'ES' },
  },
  {
    key: 'clase-abierta',
    channel: 'cine',
    type: 'broadcast',
    status: 'published',
    price: 0,
    es: {
      title: 'Clase abierta: producir un corto sin presupuesto',
      shortDescription: 'Retransmisión gratuita de la clase abierta de la escuela, ya celebrada.',
      description:
        'Clara Montero y Joaquim Alves explican cómo se produjo el corto ganador de la muestra con menos de 500 euros: permisos, equipo prestado y calendario de rodaje.',
    },
    en: {
      title: 'Open class: producing a short with no budget',
      shortDescription: "Free stream of the school's open class, already held.",
      description:
        "Clara Montero and Joaquim Alves explain how the showcase's winning short was produced for under 500 euros: permits, borrowed gear and the shooting schedule.",
    },
    pt: {
      title: 'Aula aberta: produzir uma curta sem orçamento',
      shortDescription: 'Transmissão gratuita da aula aberta da escola, já realizada.',
      description:
        'Clara Montero e Joaquim Alves explicam como se produziu a curta vencedora da mostra com menos de 500 euros: licenças, equipamento emprestado e plano de rodagem.',
    },
    image: 'escuela-cine',
    tags: ['producción', 'clase abierta'],
    categories: ['cine', 'formacion'],
    speakers: ['clara', 'joaquim'],
    sessions: [{ days: -2, hourUtc: 17, durationMinutes: 60 }],
  },
  {
    key: 'montaje-documental',
    channel: 'cine',
    type: 'course',
    status: 'draft',
    price: 6900,
    es: {
      title: 'Montaje de documental',
      shortDescription: 'Próximamente: el montaje como escritura del documental.',
      description: 'Borrador del tercer curso de la escuela. Programa en preparación.',
    },
    en: {
      title: 'Documentary editing',
      shortDescription: 'Coming soon: editing as the writing of a documentary.',
      description: "Draft of the school's third course. Syllabus in preparation.",
    },
    pt: {
      title: 'Montagem de documentário',
      shortDescription: 'Em breve: a montagem como escrita do documentário.',
      description: 'Rascunho do terceiro curso da escola. Programa em preparação.',
    },
    image: 'curso',
    tags: ['montaje', 'documental'],
    categories: ['formacion'],
  },
];
