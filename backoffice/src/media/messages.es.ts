import type { Messages } from './messages.en';

const es: Messages = {
  ADMIN: {
    STORAGE: {
      TITLE: 'Almacenamiento',
      USED: 'Almacenamiento: %{used} de %{limit}',
      PENDING: 'Incluye %{size} reservados por subidas en curso.',
      HELP: 'Tus vídeos y audios con sus versiones transcodificadas. Hasta %{open} subidas a la vez.',
      FULL: 'Tu almacenamiento está lleno: borra contenido o pide más a un administrador.',
      METER: 'Almacenamiento usado',
      LOAD_ERROR: 'No se ha podido cargar tu almacenamiento',
      LIMITS: {
        TITLE: 'Almacenamiento de vídeo y audio',
        HELP: 'Lo que pueden ocupar los vídeos y audios de cada organizador, y cuántas subidas puede tener en curso cada persona. Una subida que supera un límite se rechaza antes de guardar nada.',
        QUOTA: 'Cuota por organizador (GB)',
        OPEN: 'Subidas en curso por persona',
        IN_FLIGHT: 'Tamaño de las subidas en curso por persona (GB)',
      },
    },
  },
};

export default es;
