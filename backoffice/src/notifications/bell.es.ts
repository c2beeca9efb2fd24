import type { BellStrings } from './bell.en';

const es: BellStrings = {
  BUTTON: 'Notificaciones',
  BUTTON_UNREAD: 'Notificaciones, %{n} sin leer',
  TITLE: 'Notificaciones',
  UNREAD: '%{n} sin leer',
  EMPTY: 'Aún no hay notificaciones. Los mensajes para ti aparecerán aquí.',
  HINT: 'Pulsa una para marcarla como leída.',
  MORE: 'Ver anteriores',
  LOAD_ERROR: 'No se pudieron cargar las notificaciones.',
  RETRY: 'Reintentar',
  READ_ERROR: 'No se pudo marcar como leída. Inténtalo de nuevo.',
  MARKED_READ: 'Marcada como leída.',
  UNREAD_LABEL: 'sin leer',
  NEW_ONE: 'Nueva notificación: %{subject}',
  NEW_MANY: '%{n} notificaciones nuevas',
};

export default es;
