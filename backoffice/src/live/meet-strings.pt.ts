import type { MeetStrings } from './meet-strings.en';

const pt: MeetStrings = {
  TITLE: 'Sala da reunião',
  HELP: 'Abra a sala quando a reunião começar: quem tiver ingresso verá «Entrar no encontro» na sua página, até %{max} ao mesmo tempo. Daqui você entra como anfitrião. Encerre-a ao terminar: os seus links deixam de funcionar.',
  STATE: {
    scheduled: 'Não aberta',
    open: 'Aberta',
    ended: 'Encerrada',
  },
  STATE_HELP: {
    scheduled: 'Ninguém pode entrar ainda. Abra a sala quando for começar.',
    open: 'A sala está aberta: quem tiver ingresso pode entrar pela página da reunião.',
    ended: 'A reunião terminou. Abra a sala de novo para outra sessão.',
  },
  START: 'Abrir a sala',
  ENTER: 'Entrar como anfitrião',
  ENTER_HELP: 'A sala abre numa nova aba; o seu navegador vai pedir para usar a câmera e o microfone.',
  STOP: 'Encerrar a reunião',
  STOP_TITLE: 'Encerrar a reunião?',
  STOP_TEXT: 'Todos saem da sala e os seus links deixam de funcionar. Você pode abrir outra sala depois.',
  STARTED_NOTICE: 'A sala está aberta',
  STOPPED_NOTICE: 'A reunião terminou',
  SEATS: 'Lugares ocupados',
  SEATS_VALUE: '%{taken} de %{max}',
  PEOPLE: 'Na sala agora',
  PEOPLE_NONE: 'Não há ninguém na sala.',
  HOST: 'anfitrião',
  GUEST: 'convidado',
  STARTED: 'Aberta em',
  ENDED: 'Encerrada',
  LOAD_ERROR: 'Não foi possível carregar a sala da reunião. Tente novamente em instantes.',
  ERROR: 'Algo deu errado. Tente novamente em instantes.',
  NOT_CONFIGURED_TITLE: 'As reuniões não estão configuradas',
};

export default pt;
