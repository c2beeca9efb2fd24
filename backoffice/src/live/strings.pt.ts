import type { Strings } from './strings.en';

const pt: Strings = {
  TITLE: 'Transmissão em direto',
  HELP: 'Transmita a partir do OBS ou de qualquer programa RTMP: cole o servidor e a chave de transmissão nas definições de emissão e comece a transmitir. Quem tiver bilhete vê em direto na página do produto.',
  STATE: {
    idle: 'Sem transmitir',
    live: 'Em direto',
    reconnecting: 'A religar',
    ended: 'Terminada',
  },
  STATE_HELP: {
    idle: 'Não está a ser recebido nada. Comece a transmitir a partir do seu programa com a sua chave de transmissão.',
    live: 'A sua transmissão está a ser recebida e quem tem bilhete está a vê-la.',
    reconnecting:
      'A ligação caiu. Volte a transmitir com a mesma chave dentro de 30 minutos e a transmissão continua onde estava.',
    ended: 'A transmissão terminou. Crie uma chave nova para voltar a transmitir.',
  },
  SERVER: 'Servidor',
  KEY: 'Chave de transmissão',
  KEY_HELP: 'Só é mostrada agora: guarde-a em privado. Quem a tiver pode transmitir aqui.',
  KEY_HIDDEN:
    'Há uma chave ativa. Só é mostrada ao ser criada: se a perdeu, crie outra (a anterior deixa de funcionar).',
  SHOW_KEY: 'Mostrar a chave de transmissão',
  HIDE_KEY: 'Ocultar a chave de transmissão',
  COPY_SERVER: 'Copiar o servidor',
  COPY_KEY: 'Copiar a chave de transmissão',
  COPIED: 'Copiado',
  COPY_FAILED: 'Não foi possível copiar: selecione o texto e copie-o',
  START: 'Obter uma chave',
  REGENERATE: 'Criar uma chave nova',
  KEY_MADE: 'Chave nova pronta: a anterior já não funciona',
  STOP: 'Terminar a transmissão',
  STOP_TITLE: 'Terminar a transmissão?',
  STOP_TEXT: 'O público verá que terminou e a chave deixa de funcionar. Não é possível desfazer.',
  STOPPED: 'A transmissão terminou',
  ERROR: 'Não foi possível alterar a transmissão',
  LOAD_ERROR: 'Não foi possível carregar a transmissão',
  FIGURES: 'Agora',
  INPUT: 'Sinal recebido',
  INPUT_VALUE: '%{resolution} a %{fps} fps, %{kbps} kbit/s',
  NO_INPUT: 'Não está a ser recebido nada',
  VIEWERS: 'Espectadores agora',
  MINUTES: 'Minutos usados',
  MINUTES_VALUE: '%{minutes} min (custo extra %{cost})',
  STARTED: 'Começou',
  ENDED: 'Terminou',
  PLAN_RULE: 'O plano de direto inclui 1,5 horas; cada hora extra iniciada custa 0,45 €.',
};

export default pt;
