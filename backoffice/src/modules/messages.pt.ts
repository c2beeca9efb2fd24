import type { Messages } from './messages.en';

const pt: Messages = {
  ADMIN: {
    MODULES: {
      MENU: 'Módulos',
    },
    CHANNEL_REVIEW: {
      OWNER: 'Organizador',
      SEND_BACK_TITLE: 'Devolver «%{title}» a rascunho?',
      SEND_BACK_CONTENT:
        'O organizador recebe o motivo por email e lê-o no canal. Explique o que tem de mudar para o poder publicar.',
      REASON: 'Motivo para o organizador',
      REASON_HELP: 'Até 1000 caracteres.',
      SEND_BACK: 'Devolver a rascunho',
      SENT_BACK: 'O canal voltou a ser um rascunho; o motivo foi enviado ao organizador',
      BAN_TITLE: 'Banir «%{title}»?',
      BAN_CONTENT:
        'O canal e os seus produtos deixam de ser mostrados e vendidos de imediato. Pode levantar o banimento mais tarde ao devolvê-lo a rascunho.',
      BAN: 'Banir o canal',
      RETURNED_OWNER: 'A equipa da Platea devolveu este canal a rascunho em %{date}. O que mudar:',
      RETURNED_ADMIN: 'Devolvido ao organizador em %{date} com este motivo:',
    },
    USER_REVIEW: {
      BLOCK_TITLE: 'Bloquear %{email}?',
      BLOCK_CONTENT:
        'Todas as sessões são terminadas de imediato e não poderá entrar até o desbloquear. Se tentar, será informado de que a conta está bloqueada.',
    },
  },
};

export default pt;
