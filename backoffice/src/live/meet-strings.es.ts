import type { MeetStrings } from './meet-strings.en';

const es: MeetStrings = {
  TITLE: 'Sala de la reunión',
  HELP: 'Abre la sala cuando empiece la reunión: quien tenga entrada verá «Entrar en el encuentro» en su página, hasta %{max} a la vez. Desde aquí entras como anfitrión. Termínala al acabar: sus enlaces dejan de funcionar.',
  STATE: {
    scheduled: 'Sin abrir',
    open: 'Abierta',
    ended: 'Terminada',
  },
  STATE_HELP: {
    scheduled: 'Aún no puede entrar nadie. Abre la sala cuando vayas a empezar.',
    open: 'La sala está abierta: quien tenga entrada puede entrar desde la página de la reunión.',
    ended: 'La reunión ha terminado. Abre la sala de nuevo para otra sesión.',
  },
  START: 'Abrir la sala',
  ENTER: 'Entrar como anfitrión',
  ENTER_HELP: 'La sala se abre en una pestaña nueva; tu navegador te pedirá usar la cámara y el micrófono.',
  STOP: 'Terminar la reunión',
  STOP_TITLE: '¿Terminar la reunión?',
  STOP_TEXT: 'Todos salen de la sala y sus enlaces dejan de funcionar. Puedes abrir otra sala más tarde.',
  STARTED_NOTICE: 'La sala está abierta',
  STOPPED_NOTICE: 'La reunión ha terminado',
  SEATS: 'Plazas ocupadas',
  SEATS_VALUE: '%{taken} de %{max}',
  PEOPLE: 'En la sala ahora',
  PEOPLE_NONE: 'No hay nadie en la sala.',
  HOST: 'anfitrión',
  GUEST: 'invitado',
  STARTED: 'Se abrió',
  ENDED: 'Terminada',
  LOAD_ERROR: 'No se ha podido cargar la sala de la reunión. Inténtalo de nuevo en un momento.',
  ERROR: 'Algo ha fallado. Inténtalo de nuevo en un momento.',
  NOT_CONFIGURED_TITLE: 'Las reuniones no están configuradas',
};

export default es;
