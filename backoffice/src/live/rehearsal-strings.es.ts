import type { RehearsalStrings } from './rehearsal-strings.en';

const es: RehearsalStrings = {
  TITLE: 'Sala de ensayo',
  HELP: 'Una sala de vídeo privada para que tu equipo ensaye antes de que el público vea nada. Solo tú y los administradores de la plataforma podéis abrirla; mientras está abierta, pasa su enlace a tu equipo. Hasta %{max} personas a la vez.',
  STATE: {
    idle: 'Cerrada',
    open: 'Abierta',
  },
  STATE_HELP: {
    idle: 'No puede entrar nadie. Ábrela cuando tu equipo esté listo para ensayar: sus minutos cuentan desde entonces.',
    open: 'La sala está abierta y sus minutos cuentan: se suman abajo al cerrarla.',
  },
  PRICE_TITLE: 'Precio',
  PRICE_BROADCAST:
    'En una emisión en directo los primeros %{free} minutos son gratis, sumando todos sus ensayos; después, %{price} la hora, por minutos (un minuto empezado cuenta).',
  PRICE_OTHER:
    '%{price} la hora, por minutos (un minuto empezado cuenta). La primera hora es gratis solo en las emisiones en directo.',
  FREE_LEFT: 'Minutos gratis restantes',
  FREE_LEFT_VALUE: '%{left} de %{free} min',
  FREE_NONE: 'Ninguno',
  USED: 'Minutos usados',
  MINUTES: '%{n} min',
  COST: 'Coste hasta ahora',
  OPENED: 'Abierta desde',
  START: 'Abrir la sala de ensayo',
  ENTER: 'Entrar como anfitrión',
  ENTER_HELP: 'La sala se abre en una pestaña nueva; tu navegador te pedirá usar la cámara y el micrófono.',
  STOP: 'Cerrar la sala',
  STOP_TITLE: '¿Cerrar la sala de ensayo?',
  STOP_TEXT:
    'Quien esté dentro sale y su enlace deja de funcionar. Sus minutos dejan de contar y se facturan. Puedes volver a abrirla más tarde.',
  STARTED_NOTICE: 'La sala de ensayo está abierta',
  STOPPED_NOTICE: 'La sala de ensayo está cerrada',
  TEAM_LINK: 'Enlace para tu equipo',
  TEAM_LINK_HELP:
    'Quien lo tenga puede entrar como invitado mientras la sala esté abierta. Compártelo solo con tu equipo.',
  TEAM_LINK_COPY: 'Copiar el enlace del equipo',
  TEAM_LINK_MISSING:
    'El proveedor de vídeo no ha dado un enlace para el equipo: entra como anfitrión e invítalo desde la sala.',
  COPIED: 'Copiado',
  COPY_FAILED: 'No se ha podido copiar: selecciona el texto y cópialo',
  PEOPLE: 'En la sala ahora',
  PEOPLE_NONE: 'No hay nadie en la sala.',
  PEOPLE_GUEST: 'Miembro del equipo',
  HOST: 'anfitrión',
  GUEST: 'invitado',
  HISTORY: 'Ensayos anteriores',
  HISTORY_NONE: 'Aún no hay ensayos.',
  HISTORY_WHEN: 'Cuándo',
  HISTORY_MINUTES: 'Minutos',
  HISTORY_COST: 'Coste',
  LOAD_ERROR: 'No se ha podido cargar la sala de ensayo. Inténtalo de nuevo en un momento.',
  ERROR: 'Algo ha fallado. Inténtalo de nuevo en un momento.',
  NOT_CONFIGURED_TITLE: 'Las salas de vídeo no están configuradas',
};

export default es;
