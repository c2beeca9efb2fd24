import type { Messages } from './messages.en';

const es: Messages = {
  resources: {
    pages: {
      name: 'Página |||| Páginas',
      forcedCaseName: 'página |||| páginas',
      fields: {
        name: 'Título',
        slug: 'Dirección (slug)',
        published: 'Publicada',
        content: 'Contenido',
        updatedAt: 'Actualizada',
        q: 'Buscar',
      },
    },
    entities: {
      name: 'Página de entidad |||| Páginas de entidad',
      forcedCaseName: 'página de entidad |||| páginas de entidad',
      fields: {
        name: 'Nombre',
        slug: 'Dirección (slug)',
        userId: 'Organizador (propietario)',
        logo: 'Logotipo',
        updatedAt: 'Actualizada',
        q: 'Buscar',
      },
    },
  },
  ADMIN: {
    PAGES: {
      NEW: 'Nueva página',
      NEW_ENTITY: 'Nueva página de entidad',
      AREA: 'Páginas y páginas de entidad',
      TAB_PAGES: 'Páginas',
      TAB_ENTITIES: 'Páginas de entidad',
      PUBLISHED: 'Publicada',
      DRAFT: 'Borrador',
      NO_OWNER: 'Sin propietario',
      SLUG_HELP: 'Minúsculas, números y guiones. Si lo dejas vacío, se crea a partir del título.',
      ENTITY_SLUG_HELP: 'Minúsculas, números y guiones. Si lo dejas vacío, se crea a partir del nombre.',
      PUBLISHED_HELP: 'Solo las páginas publicadas se ven en el sitio.',
      OWNER_HELP: 'El organizador que puede editar esta página de entidad.',
      LANGUAGES: 'Textos por idioma',
      MAIN_LANGUAGE: 'Idioma principal: aquí el título es obligatorio.',
      OTHER_LANGUAGE: 'Opcional: si un texto está vacío, se muestra el del idioma principal.',
      ENTITY_LANGUAGE: 'Si un texto está vacío, se muestra el texto en español.',
      MAIN: 'principal',
      TAB_HAS_ERRORS: 'Este idioma tiene errores',
      F_TITLE: 'Título',
      F_CONTENT: 'Contenido',
      F_DESCRIPTION: 'Descripción breve',
      F_BODY: 'Texto de la página',
      TEXT_HELP: 'Texto sin formato: deja una línea en blanco entre párrafos.',
      PUBLIC_ADDRESS: 'Dirección pública: %{path}',
      LANDING_TITLE: 'Página de entidad: %{name}',
      LANDING_NOT_FOUND: 'Página de entidad no encontrada',
      LANDING_NOT_FOUND_TEXT:
        'No hay ninguna página de entidad en «%{slug}» que puedas editar. Solo puedes editar la página de tu propia organización.',
      LANDING_SAVED: 'Página de entidad guardada',
      BACK_TO_ACCOUNT: 'Mi consola',
    },
  },
};

export default es;
