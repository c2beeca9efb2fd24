import { Datasheet } from '../models/index.ts';
import type { SeedContext } from './lib.ts';
import type { DemoProducts } from './products.ts';

/** The educational sheet (OEE) of the film school's datasheet product, with benefits and testimonials. */
export async function seedDatasheet(ctx: SeedContext, products: DemoProducts): Promise<Datasheet> {
  const { transaction } = ctx;
  return Datasheet.create(
    {
      productId: products.byKey['ficha-plano-secuencia'].id,
      author: 'Clara Montero, Escuela de Cine Lumbre',
      abstract:
        'El alumnado planifica y rueda en grupos un plano secuencia de dos minutos con un teléfono móvil. La actividad integra la escritura de una escena breve, la coordinación de los movimientos de cámara y actores y el análisis crítico del resultado. Se trabaja la competencia audiovisual, la cooperación y la expresión oral, y se cierra con una proyección comentada en clase.',
      duration: '4 sesiones de 50 minutos',
      modality: 'Presencial',
      time: '3 horas y 20 minutos',
      experience: 'Iniciación: no requiere experiencia previa del docente',
      people: 'Grupos de 4 a 6 alumnos',
      money: 'Sin coste: basta un teléfono móvil por grupo',
      participants: 'Alumnado de 4.º de ESO y Bachillerato',
      benefits: [
        {
          title: 'Trabajo en equipo',
          text: 'Cada miembro del grupo tiene un papel imprescindible en la toma.',
        },
        { title: 'Lenguaje audiovisual', text: 'Se entiende el encuadre y el movimiento haciéndolo.' },
        { title: 'Planificación', text: 'Sin cortes, el ensayo y la previsión son la única garantía.' },
      ],
      testimonials: [
        {
          name: 'Marta L., profesora de Lengua en Alzira',
          text: 'Hasta el alumnado más callado quiso repetir la toma una y otra vez.',
        },
        {
          name: 'Jorge P., profesor de Plástica en Xàtiva',
          text: 'La proyección final fue la mejor clase del trimestre.',
        },
      ],
      resources: [
        { title: 'Plantilla de planificación del plano', url: '/images/demo/ficha.svg' },
        { title: 'Plano secuencia (Wikipedia)', url: 'https://es.wikipedia.org/wiki/Plano_secuencia' },
      ],
      license: 'CC BY-SA 4.0',
      skills: 'Competencia digital, comunicación lingüística, aprender a aprender',
      mechanisms: 'Aprendizaje basado en proyectos, roles rotativos',
      strategy: 'Ensayo guiado, toma, visionado crítico y reescritura',
      pedagogicalMethod: 'Aprendizaje cooperativo',
      relatedLinks: [
        { title: 'Curso de dirección de actores', url: '/courses/direccion-de-actores-para-cine' },
      ],
    },
    { transaction },
  );
}
