import type { Strings } from './strings.en';

const es: Strings = {
  TITLE: 'Emisión en directo',
  HELP: 'Emite desde OBS o cualquier programa RTMP: pega el servidor y la clave de retransmisión en sus ajustes de emisión y empieza a emitir. Quien tenga entrada lo verá en directo en la página del producto.',
  STATE: {
    idle: 'Sin emitir',
    live: 'En directo',
    reconnecting: 'Reconectando',
    ended: 'Terminada',
  },
  STATE_HELP: {
    idle: 'No se recibe nada. Empieza a emitir desde tu programa con tu clave de retransmisión.',
    live: 'Se recibe tu emisión y quien tiene entrada la está viendo.',
    reconnecting:
      'Se ha cortado la conexión. Vuelve a emitir con la misma clave antes de 30 minutos y la emisión sigue donde estaba.',
    ended: 'La emisión ha terminado. Crea una clave nueva para volver a emitir.',
  },
  SERVER: 'Servidor',
  KEY: 'Clave de retransmisión',
  KEY_HELP: 'Solo se muestra ahora: guárdala en privado. Quien la tenga puede emitir aquí.',
  KEY_HIDDEN:
    'Hay una clave activa. Solo se muestra al crearla: si la has perdido, crea otra (la anterior deja de funcionar).',
  SHOW_KEY: 'Mostrar la clave de retransmisión',
  HIDE_KEY: 'Ocultar la clave de retransmisión',
  COPY_SERVER: 'Copiar el servidor',
  COPY_KEY: 'Copiar la clave de retransmisión',
  COPIED: 'Copiado',
  COPY_FAILED: 'No se ha podido copiar: selecciona el texto y cópialo',
  START: 'Obtener una clave',
  REGENERATE: 'Crear una clave nueva',
  KEY_MADE: 'Clave nueva lista: la anterior ya no funciona',
  STOP: 'Terminar la emisión',
  STOP_TITLE: '¿Terminar la emisión?',
  STOP_TEXT: 'El público verá que ha terminado y la clave dejará de funcionar. No se puede deshacer.',
  STOPPED: 'La emisión ha terminado',
  ERROR: 'No se ha podido cambiar la emisión',
  LOAD_ERROR: 'No se ha podido cargar la emisión',
  FIGURES: 'Ahora',
  INPUT: 'Señal recibida',
  INPUT_VALUE: '%{resolution} a %{fps} fps, %{kbps} kbit/s',
  NO_INPUT: 'No se recibe nada',
  VIEWERS: 'Espectadores ahora',
  MINUTES: 'Minutos usados',
  MINUTES_VALUE: '%{minutes} min (coste extra %{cost})',
  STARTED: 'Empezó',
  ENDED: 'Terminó',
  PLAN_RULE: 'El plan de directo incluye 1,5 horas; cada hora extra empezada cuesta 0,45 €.',
};

export default es;
