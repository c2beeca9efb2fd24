import type { RehearsalStrings } from './rehearsal-strings.en';

const pt: RehearsalStrings = {
  TITLE: 'Sala de ensaio',
  HELP: 'Uma sala de vídeo privada para a sua equipe ensaiar antes de o público ver qualquer coisa. Só você e os administradores da plataforma podem abri-la; enquanto estiver aberta, passe o link à sua equipe. Até %{max} pessoas ao mesmo tempo.',
  STATE: {
    idle: 'Fechada',
    open: 'Aberta',
  },
  STATE_HELP: {
    idle: 'Ninguém pode entrar. Abra-a quando a sua equipe estiver pronta para ensaiar: os minutos contam a partir daí.',
    open: 'A sala está aberta e os minutos estão contando: somam-se abaixo quando a fechar.',
  },
  PRICE_TITLE: 'Preço',
  PRICE_BROADCAST:
    'Numa transmissão ao vivo os primeiros %{free} minutos são gratuitos, somando todos os seus ensaios; depois, %{price} por hora, cobrados por minuto (um minuto começado conta).',
  PRICE_OTHER:
    '%{price} por hora, cobrados por minuto (um minuto começado conta). A primeira hora é gratuita só nas transmissões ao vivo.',
  FREE_LEFT: 'Minutos gratuitos restantes',
  FREE_LEFT_VALUE: '%{left} de %{free} min',
  FREE_NONE: 'Nenhum',
  USED: 'Minutos usados',
  MINUTES: '%{n} min',
  COST: 'Custo até agora',
  OPENED: 'Aberta desde',
  START: 'Abrir a sala de ensaio',
  ENTER: 'Entrar como anfitrião',
  ENTER_HELP: 'A sala abre numa nova aba; o seu navegador pedirá para usar a câmera e o microfone.',
  STOP: 'Fechar a sala',
  STOP_TITLE: 'Fechar a sala de ensaio?',
  STOP_TEXT:
    'Quem estiver dentro sai e o link deixa de funcionar. Os minutos deixam de contar e são cobrados. Pode abri-la de novo mais tarde.',
  STARTED_NOTICE: 'A sala de ensaio está aberta',
  STOPPED_NOTICE: 'A sala de ensaio está fechada',
  TEAM_LINK: 'Link para a sua equipe',
  TEAM_LINK_HELP:
    'Quem o tiver pode entrar como convidado enquanto a sala estiver aberta. Compartilhe-o só com a sua equipe.',
  TEAM_LINK_COPY: 'Copiar o link da equipe',
  TEAM_LINK_MISSING:
    'O provedor de vídeo não deu um link para a equipe: entre como anfitrião e convide-a a partir da sala.',
  COPIED: 'Copiado',
  COPY_FAILED: 'Não foi possível copiar: selecione o texto e copie-o',
  PEOPLE: 'Na sala agora',
  PEOPLE_NONE: 'Não há ninguém na sala.',
  PEOPLE_GUEST: 'Membro da equipe',
  HOST: 'anfitrião',
  GUEST: 'convidado',
  HISTORY: 'Ensaios anteriores',
  HISTORY_NONE: 'Ainda não há ensaios.',
  HISTORY_WHEN: 'Quando',
  HISTORY_MINUTES: 'Minutos',
  HISTORY_COST: 'Custo',
  LOAD_ERROR: 'Não foi possível carregar a sala de ensaio. Tente novamente em instantes.',
  ERROR: 'Algo deu errado. Tente novamente em instantes.',
  NOT_CONFIGURED_TITLE: 'As salas de vídeo não estão configuradas',
};

export default pt;
