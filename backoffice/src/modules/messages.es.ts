import type { Messages } from './messages.en';

const es: Messages = {
  ADMIN: {
    MODULES: {
      MENU: 'Módulos',
    },
    CHANNEL_REVIEW: {
      OWNER: 'Organizador',
      SEND_BACK_TITLE: '¿Devolver «%{title}» a borrador?',
      SEND_BACK_CONTENT:
        'Su organizador recibe el motivo por correo y lo lee en el canal. Explica qué tiene que cambiar para poder publicarlo.',
      REASON: 'Motivo para el organizador',
      REASON_HELP: 'Hasta 1000 caracteres.',
      SEND_BACK: 'Devolver a borrador',
      SENT_BACK: 'El canal vuelve a ser un borrador; se ha enviado el motivo a su organizador',
      BAN_TITLE: '¿Vetar «%{title}»?',
      BAN_CONTENT:
        'El canal y sus productos dejan de mostrarse y venderse en el acto. Puedes levantar el veto más tarde devolviéndolo a borrador.',
      BAN: 'Vetar el canal',
      RETURNED_OWNER: 'El equipo de Platea devolvió este canal a borrador el %{date}. Qué hay que cambiar:',
      RETURNED_ADMIN: 'Devuelto a su organizador el %{date} con este motivo:',
    },
    USER_REVIEW: {
      BLOCK_TITLE: '¿Bloquear a %{email}?',
      BLOCK_CONTENT:
        'Se cierran en el acto todas sus sesiones y no podrá entrar hasta que lo desbloquees. Si lo intenta, se le dirá que su cuenta está bloqueada.',
    },
  },
};

export default es;
