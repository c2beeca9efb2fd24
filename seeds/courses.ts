import { Course, CourseModule, Lesson, type LessonResource, Master, MasterCourse } from '../models/index.ts';
import type { SeedContext } from './lib.ts';
import type { DemoProducts } from './products.ts';

interface LessonSeed {
  title: string;
  minutes: number;
  description: string;
  notes: string;
  resources?: LessonResource[];
  liveUrl?: string;
}

const wiki = (title: string, page: string): LessonResource => ({
  title,
  url: `https://es.wikipedia.org/wiki/${page}`,
});

const COURSES: Record<
  string,
  {
    requirements: string;
    program: string;
    faqs: { question: string; answer: string }[];
    modules: { title: string; lessons: LessonSeed[] }[];
  }
> = {
  'direccion-actores': {
    requirements: 'Ninguno. Conviene haber rodado al menos un ejercicio corto, aunque sea con el móvil.',
    program:
      'Módulo 1: el casting y la primera lectura. Módulo 2: el trabajo en el set. Módulo 3: ensayo y toma, con el análisis de tres escenas.',
    faqs: [
      {
        question: '¿Cuánto tiempo tengo para hacer el curso?',
        answer: 'El acceso no caduca: avanza a tu ritmo.',
      },
      {
        question: '¿Hay certificado?',
        answer:
          'Sí, al marcar como vistas todas las lecciones puedes descargar un certificado de la escuela.',
      },
    ],
    modules: [
      {
        title: 'El casting y la primera lectura',
        lessons: [
          {
            title: 'Qué buscar en un casting',
            minutes: 18,
            description: 'Cómo preparar las pruebas y qué mirar más allá del texto.',
            notes:
              'Prepara siempre una escena corta con un conflicto claro y pide al intérprete dos registros distintos.',
            resources: [wiki('Casting (cine)', 'Casting')],
          },
          {
            title: 'La lectura de mesa',
            minutes: 22,
            description: 'La primera lectura con el reparto: objetivos y errores frecuentes.',
            notes:
              'No corrijas entonaciones en la lectura de mesa: escucha y toma notas sobre el ritmo de cada personaje.',
          },
          {
            title: 'Construir confianza con el reparto',
            minutes: 15,
            description: 'El vocabulario común y las reglas del equipo antes de rodar.',
            notes:
              'Acordad desde el primer día cómo se darán las indicaciones: quién habla con los actores y cuándo.',
          },
        ],
      },
      {
        title: 'El trabajo en el set',
        lessons: [
          {
            title: 'Marcas, ejes y continuidad emocional',
            minutes: 25,
            description: 'Cómo conciliar la técnica de cámara con la verdad de la escena.',
            notes: 'Rueda los planos más emocionales primero cuando el orden de rodaje lo permita.',
            resources: [wiki('Regla de los 180 grados', 'Regla_de_los_180_grados')],
          },
          {
            title: 'Dirigir con verbos de acción',
            minutes: 20,
            description:
              'Indicaciones que se pueden interpretar: qué quiere el personaje, no cómo debe sentirse.',
            notes: 'Cambia «estás triste» por «intenta que no se vaya»: un verbo da al actor algo que hacer.',
            resources: [wiki('Método Stanislavski', 'Método_Stanislavski')],
          },
        ],
      },
      {
        title: 'Ensayo y toma',
        lessons: [
          {
            title: 'Ensayar sin gastar la escena',
            minutes: 19,
            description: 'Cuánto ensayar y qué guardar para la toma.',
            notes: 'Ensaya las marcas y los tiempos; deja la intensidad para cuando la cámara ruede.',
          },
          {
            title: 'Corregir entre tomas',
            minutes: 17,
            description: 'Una sola nota por toma, y siempre en privado.',
            notes:
              'Da una indicación concreta por toma. Si hay dos cosas que cambiar, elige la más importante.',
          },
          {
            title: 'Tutoría en directo: análisis de escenas',
            minutes: 45,
            description:
              'Sesión en directo con Clara Montero para analizar escenas enviadas por el alumnado.',
            notes: 'Envía tu escena (máximo tres minutos) antes del jueves para que entre en la tutoría.',
            liveUrl: '/meets/encuentro-con-el-elenco-de-hamlet',
          },
        ],
      },
    ],
  },
  'guion-cortometraje': {
    requirements: 'Ninguno.',
    program: 'Módulo 1: la idea y la estructura. Módulo 2: diálogo y reescritura.',
    faqs: [
      {
        question: '¿Recibiré comentarios sobre mi guion?',
        answer: 'Sí, en el foro de preguntas del curso el profesor responde cada semana.',
      },
    ],
    modules: [
      {
        title: 'La idea y la estructura',
        lessons: [
          {
            title: 'Una historia que quepa en diez minutos',
            minutes: 16,
            description: 'Cómo reconocer una idea de corto y no de largometraje.',
            notes: 'Un personaje, un deseo, un obstáculo. Si necesitas más, probablemente es un largo.',
          },
          {
            title: 'Estructura en tres actos, en corto',
            minutes: 21,
            description: 'Planteamiento, nudo y desenlace cuando cada página cuenta.',
            notes: 'El detonante debería llegar antes del minuto dos.',
            resources: [wiki('Estructura en tres actos', 'Estructura_en_tres_actos')],
          },
        ],
      },
      {
        title: 'Diálogo y reescritura',
        lessons: [
          {
            title: 'Diálogos que no explican',
            minutes: 19,
            description: 'Subtexto: lo que los personajes no dicen.',
            notes: 'Lee tus diálogos en voz alta y borra cualquier frase que cuente algo que ya se ve.',
          },
          {
            title: 'Reescribir: de la primera a la última versión',
            minutes: 23,
            description: 'Un método de reescritura en tres pasadas.',
            notes: 'Primera pasada, estructura; segunda, escenas; tercera, diálogo. Nunca las tres a la vez.',
          },
        ],
      },
    ],
  },
  'montaje-documental': {
    requirements: 'Conocimientos básicos de un programa de edición.',
    program: 'En preparación.',
    faqs: [],
    modules: [
      {
        title: 'El material en bruto',
        lessons: [
          {
            title: 'Visionar y clasificar',
            minutes: 20,
            description: 'Cómo ordenar cien horas de material.',
            notes: 'Borrador de lección.',
          },
        ],
      },
    ],
  },
};

export interface DemoLearning {
  courses: Record<string, Course>;
  lessons: Record<string, Lesson[]>;
  master: Master;
}

/** The courses with their modules and lessons, and the master of both published courses in order. */
export async function seedLearning(ctx: SeedContext, products: DemoProducts): Promise<DemoLearning> {
  const { transaction } = ctx;
  const courses: Record<string, Course> = {};
  const lessons: Record<string, Lesson[]> = {};
  for (const [key, c] of Object.entries(COURSES)) {
    const course = await Course.create(
      {
        productId: products.byKey[key].id,
        requirements: c.requirements,
        program: c.program,
        faqs: c.faqs,
      },
      { transaction },
    );
    courses[key] = course;
    lessons[key] = [];
    for (const [position, m] of c.modules.entries()) {
      const mod = await CourseModule.create(
        { courseId: course.id, title: m.title, position },
        { transaction },
      );
      for (const [lessonPosition, l] of m.lessons.entries()) {
        lessons[key].push(
          await Lesson.create(
            {
              moduleId: mod.id,
              title: l.title,
              description: l.description,
              videoUrl: null,
              liveUrl: l.liveUrl ?? null,
              meetUrl: null,
              resources: l.resources ?? [],
              notes: l.notes,
              position: lessonPosition,
              durationMinutes: l.minutes,
            },
            { transaction },
          ),
        );
      }
    }
  }

  const master = await Master.create(
    {
      productId: products.byKey['master-direccion'].id,
      requirements: 'Ninguno: el máster empieza por el guion y termina con la dirección de actores.',
      faqs: [
        {
          question: '¿Puedo comprar solo uno de los cursos?',
          answer: 'Sí, cada curso se vende también por separado; el máster incluye los dos con descuento.',
        },
      ],
    },
    { transaction },
  );
  await MasterCourse.bulkCreate(
    [courses['guion-cortometraje'], courses['direccion-actores']].map((course, position) => ({
      masterId: master.id,
      courseId: course.id,
      position,
    })),
    { transaction },
  );

  return { courses, lessons, master };
}
