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
    },
  },
};

export default es;
